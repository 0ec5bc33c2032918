// Runs in the browser editor at /admin, after Sveltia CMS (src/cms/admin.html). No build step: plain JS.
/* global CMS */

// The policy pages' own components (src/layouts/PolicyLayout.astro): kept as written, never escaped, and
// insertable from the editor's Insert menu. What they show comes from content/site.yaml and contact.yaml.
const components = [
  {
    id: 'privacy-email',
    tag: 'PrivacyEmail',
    label: 'Privacy e-mail',
    icon: 'alternate_email',
    shows: 'the privacy mailbox (site.yaml)',
  },
  {
    id: 'contact-receiver',
    tag: 'ContactReceiver',
    label: 'Contact receiver',
    icon: 'forward_to_inbox',
    shows: 'who receives the contact form’s messages (contact.yaml)',
  },
];

for (const { id, tag, label, icon, shows } of components)
  CMS.registerEditorComponent({
    id,
    label,
    icon,
    fields: [],
    pattern: new RegExp(`^<${tag} />$`),
    fromBlock: () => ({}),
    toBlock: () => `<${tag} />`,
    toPreview: () => `[${shows}]`,
  });
