// Runs in the browser editor at /admin, after Sveltia CMS (src/cms/admin.html). No build step: plain JS.
/* global CMS */

// `<PrivacyEmail />` in a policy page: the privacy mailbox of site.yaml, as a link. Kept as written, never
// escaped, and insertable from the editor's Insert menu.
CMS.registerEditorComponent({
  id: 'privacy-email',
  label: 'Privacy e-mail',
  icon: 'alternate_email',
  fields: [],
  pattern: /^<PrivacyEmail \/>$/,
  fromBlock: () => ({}),
  toBlock: () => '<PrivacyEmail />',
  toPreview: () => '<a href="#privacy-email">privacy e-mail (from site.yaml)</a>',
});
