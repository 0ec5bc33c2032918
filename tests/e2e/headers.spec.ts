import { readFileSync } from 'node:fs';
import { headersFor, readHeadersFile } from '../support/headers';
import { openContact } from '../support/contact';
import { expect, test } from '../support/fixtures';
import { routes } from '../support/routes';

// The site served with public/_headers applied, as Netlify or Cloudflare Pages would serve it.
const rules = readHeadersFile(new URL('../../public/_headers', import.meta.url));
const all = headersFor(rules, '/');

test('public/_headers sets the security headers, with frame-ancestors none and no unsafe-inline', () => {
  for (const name of [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
  ])
    expect(all[name], name).toBeTruthy();
  expect(all['X-Content-Type-Options']).toBe('nosniff');
  expect(all['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(all['Content-Security-Policy']).not.toContain('unsafe-inline');
});

test('README’s nginx block sends exactly the headers of public/_headers', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const nginx = Object.fromEntries(
    [...readme.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => [m[1], m[2]]),
  );
  expect(nginx).toEqual(all);
});

for (const { path, name } of routes) {
  test(`${name} works under the header policy and its own <meta> policy together`, async ({ page }) => {
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const extra = headersFor(rules, new URL(route.request().url()).pathname);
      await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
    });
    const response = await page.goto(path);
    expect(response!.headers()['content-security-policy']).toBe(all['Content-Security-Policy']);
    const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(meta).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(meta).not.toContain('unsafe-inline');
    if (path === '/') await openContact(page); // hydrates the islands under both policies
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
