import { expect, test } from '../support/fixtures';
import { openContact } from '../support/contact';

test.describe('legible to agents', () => {
  test.skip(({ isMobile }) => isMobile, 'text files and annotations do not depend on the viewport');

  test('/llms.txt follows the proposal: name, summary, and a link to every page', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    const [title, , summary] = text.split('\n');
    expect(title).toBe('# Maison Verane');
    expect(summary).toMatch(/^> .*Maison Verane/);
    expect(text).toContain('\n## Pages\n');
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(: .+)?$/gm)].map((m) => new URL(m[2]!).pathname);
    expect(links.sort()).toEqual([
      '/',
      '/coming-soon',
      '/legal.md',
      '/looks/look-01',
      '/looks/look-02',
      '/looks/look-03',
      '/privacy.md',
    ]);
    for (const link of links) expect((await request.get(link)).ok(), link).toBe(true);
  });

  for (const page of ['privacy', 'legal']) {
    test(`/${page}.md is the page in Markdown, with the same sections, linked from the page`, async ({
      page: tab,
      request,
    }) => {
      const markdown = await (await request.get(`/${page}.md`)).text();
      await tab.goto(`/${page}`);
      await expect(tab.locator(`head link[rel="alternate"][type="text/markdown"]`)).toHaveAttribute(
        'href',
        `/${page}.md`,
      );
      expect(markdown.split('\n')[0]).toBe(`# ${await tab.getByRole('heading', { level: 1 }).textContent()}`);
      const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      await expect(tab.getByRole('heading', { level: 2 })).toHaveText(sections);
      expect(markdown).not.toMatch(/<[A-Z]/); // no MDX component left behind
    });
  }

  test('the contact form is a WebMCP tool with a description on each field', async ({ page }) => {
    const dialog = await openContact(page);
    const form = dialog.locator('form');
    await expect(form).toHaveAttribute('toolname', 'sendContactMessage');
    await expect(form).toHaveAttribute('tooldescription', /Maison Verane/);
    for (const label of ['Name', 'Phone Number', 'Message'])
      await expect(dialog.getByLabel(label)).toHaveAttribute('toolparamdescription', /\w{3,}/);
  });
});
