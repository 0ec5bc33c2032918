import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { headersOf } from '../../src/site-model/hosts.ts';
import { nginxMissing, startSiteNginx } from '../support/hosts.ts';
import { openContact } from '../support/page-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/pages.ts';
import { NOT_FOUND } from '../support/spec-texts.ts';

// nginx.conf, written by the build from src/site-model/hosts.ts, in a real nginx.
const all = headersOf('/');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const script = readdirSync(`${dist}_astro`).find((file) => file.endsWith('.js'))!;

test.describe('dist/ served by nginx.conf in a real nginx', () => {
  test.skip(!!nginxMissing, nginxMissing);
  let server: Awaited<ReturnType<typeof startSiteNginx>>;
  test.beforeAll(async () => {
    server = await startSiteNginx(dist);
  });
  test.afterAll(() => server?.stop());

  test('every page answers 200 at its address and as .html, and moves there from its slashed address; an unknown path gets 404.html', async ({
    request,
  }) => {
    for (const route of routes.filter((r) => r.status === 200)) {
      const home = route.path.endsWith('/');
      for (const path of home ? [route.path, `${route.path}index.html`] : [route.path, `${route.path}.html`]) {
        const response = await request.get(server.origin + path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      }
    }
    // With a final slash, each page's address moves to it for good, as on Cloudflare (build/engine.test.ts).
    for (const route of routes.filter((r) => r.status === 200 && !r.path.endsWith('/'))) {
      const slashed = await request.get(`${server.origin}${route.path}/?ref=a`, { maxRedirects: 0 });
      expect(slashed.status(), route.path).toBe(301);
      expect(slashed.headers().location, route.path).toBe(`${server.origin}${route.path}?ref=a`);
    }
    const missing = await request.get(`${server.origin}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND);
  });

  test('an unknown address under /fr/ gets the French not-found page with 404, elsewhere the English one', async ({
    request,
  }) => {
    for (const [path, lang, title] of [
      ['/fr/nope', 'fr', 'Page introuvable'],
      ['/fr/looks/nope', 'fr', 'Page introuvable'],
      ['/nope', 'en', NOT_FOUND],
    ]) {
      const response = await request.get(server.origin + path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(title);
    }
    // The French home answers at its folder and without the slash.
    for (const path of ['/fr/', '/fr']) expect((await request.get(server.origin + path)).status(), path).toBe(200);
  });

  test('every response carries the security headers; hashed files are immutable for a year', async ({ request }) => {
    for (const path of ['/', '/legal', '/no-such-page', '/llms.txt', `/_astro/${script}`]) {
      const headers = (await request.get(server.origin + path)).headers();
      for (const [name, value] of Object.entries(all))
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      const immutable = path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : undefined;
      expect(headers['cache-control'], path).toBe(immutable);
    }
  });

  test('/admin gets its own policy and noindex, and each of its files its type', async ({ request }) => {
    const bare = await request.get(`${server.origin}/admin`, { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(new URL(bare.headers().location!, server.origin).pathname).toBe('/admin/');
    const admin = headersOf('/admin/');
    for (const [path, type] of [
      ['/admin/', 'text/html; charset=utf-8'],
      ['/admin/config.yml', 'application/yaml'],
      ['/admin/sveltia-cms.js', 'application/javascript'],
    ]) {
      const headers = (await request.get(server.origin + path)).headers();
      expect(headers['content-type'], path).toBe(type);
      for (const [name, value] of Object.entries(admin))
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  });

  test('HTML (with its inlined CSS), scripts, Markdown and the manifest are compressed, with their types', async ({
    request,
  }) => {
    for (const [path, type] of [
      ['/', 'text/html; charset=utf-8'],
      [`/_astro/${script}`, 'application/javascript'],
      ['/privacy.md', 'text/markdown; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const headers = (await request.get(server.origin + path, { headers: { 'Accept-Encoding': 'gzip' } })).headers();
      expect(headers['content-type'], path).toBe(type);
      expect(headers['content-encoding'], path).toBe('gzip');
    }
  });

  test('every kind of page works under the header policy and its own <meta> policy together', async ({ page }) => {
    for (const { path, name } of routes)
      await test.step(name, async () => {
        const response = await page.goto(server.origin + path);
        expect(response!.headers()['content-security-policy']).toBe(all['Content-Security-Policy']);
        const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
        expect(meta).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
        expect(meta).not.toContain('unsafe-inline');
        if (path === '/') await openContact(page, server.origin); // hydrates the islands under both policies
      });
  });
});
