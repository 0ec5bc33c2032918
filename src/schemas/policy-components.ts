/** The values a component shows, from content/site.yaml and contact.yaml, in the page's language. */
export interface Shown {
  privacyEmail: string;
  contactReceiver: string;
  /** The accessibility statement's figures, from the audit (src/accessibility/statement.ts). */
  statement: { state: string; rate: string; facts: string[]; failures: string[] };
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

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
  {
    tag: 'AccessibilityState',
    editorId: 'accessibility-state',
    label: 'Accessibility state',
    icon: 'accessibility_new',
    shows: 'the site’s state, computed from the audit: “partially compliant”',
    markdown: ({ statement }: Shown) => `**${statement.state}**`,
  },
  {
    tag: 'AuditRate',
    editorId: 'audit-rate',
    label: 'Audit rate',
    icon: 'percent',
    shows: 'the sentence with the rate of criteria met, computed from the audit',
    markdown: ({ statement }: Shown) => statement.rate,
  },
  {
    tag: 'AuditFacts',
    editorId: 'audit-facts',
    label: 'Audit facts',
    icon: 'fact_check',
    shows: 'the audit’s date and author, the pages, tools, browsers and assistive technologies',
    markdown: ({ statement }: Shown) => bullets(statement.facts),
  },
  {
    tag: 'AuditFailures',
    editorId: 'audit-failures',
    label: 'Audit failures',
    icon: 'report',
    shows: 'each criterion the site fails, with what fails',
    markdown: ({ statement }: Shown) => bullets(statement.failures),
  },
] as const;

/** The policy pages, each its file in content/pages/ and its page at /<name> in each language. */
export const policyPages = ['privacy', 'legal', 'accessibility'] as const;
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
