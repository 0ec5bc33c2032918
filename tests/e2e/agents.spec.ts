import { expect, test } from '../support/fixtures.ts';
import { openContact } from '../support/page-helpers.ts';

// The contact form as a WebMCP tool, which only a browser shows. The site's text files for agents
// (/llms.txt, the policy pages in Markdown) are facts of dist/: tests/build/agents.test.ts.
test('the contact form is a WebMCP tool with a description on each field', async ({ page }) => {
  const dialog = await openContact(page);
  const form = dialog.locator('form');
  await expect(form).toHaveAttribute('toolname', 'sendContactMessage');
  await expect(form).toHaveAttribute('tooldescription', /Maison Verane/);
  for (const label of ['Name', 'Phone Number', 'Message'])
    await expect(dialog.getByLabel(label)).toHaveAttribute('toolparamdescription', /\w{3,}/);
});
