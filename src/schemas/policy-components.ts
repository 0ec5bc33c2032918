/** The values a component shows, from content/site.yaml and contact.yaml, in the page's language. */
export interface Shown {
  privacyEmail: string;
  contactReceiver: string;
}

/**
 * The components a policy page's MDX may use: the page renders each with its own file here
 * (PrivacyEmail.astro, ContactReceiver.astro), the editor inserts it from its Insert menu, and the
 * page's Markdown copy writes it out. The build refuses any other (src/content-loading/safe-mdx.ts).
 */
export const policyComponents = [
  {
    tag: 'PrivacyEmail',
    /** Its name in the editor's configuration, and its label and icon in the Insert menu. */
    editorId: 'privacy-email',
    label: 'Privacy e-mail',
    icon: 'alternate_email',
    /** What the editor shows in its place. */
    shows: 'the privacy mailbox (site.yaml)',
    markdown: ({ privacyEmail }: Shown) => `[${privacyEmail}](mailto:${privacyEmail})`,
  },
  {
    tag: 'ContactReceiver',
    editorId: 'contact-receiver',
    label: 'Contact receiver',
    icon: 'forward_to_inbox',
    shows: 'who receives the contact form’s messages (contact.yaml)',
    markdown: ({ contactReceiver }: Shown) => contactReceiver,
  },
] as const;

/** The policy pages, each its file in content/pages/ and its page at /<name> in each language. */
export const policyPages = ['privacy', 'legal'] as const;
export type PolicyPage = (typeof policyPages)[number];

/**
 * /admin/editor.js, run by the browser editor after Sveltia CMS (src/cms/admin.html): registers each
 * component, kept as written and never escaped. JSON.stringify writes the list as a script's literal.
 */
export const editorComponentsScript = () => {
  const components = policyComponents.map(({ tag, editorId, label, icon, shows }) => ({
    id: editorId,
    tag,
    label,
    icon,
    shows,
  }));
  return `// Generated from src/policy-pages/components.ts.
for (const { id, tag, label, icon, shows } of ${JSON.stringify(components)})
  CMS.registerEditorComponent({
    id,
    label,
    icon,
    fields: [],
    pattern: new RegExp(\`^<\${tag} />$\`),
    fromBlock: () => ({}),
    toBlock: () => \`<\${tag} />\`,
    toPreview: () => \`[\${shows}]\`,
  });
`;
};
