import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEngine, type Engine } from '../support/engine.ts';
import { headersOf } from '../../src/site-model/hosts.ts';
import { addressOf, isNotFound, sitePages } from '../support/pages.ts';
import { NOT_FOUND } from '../support/spec-texts.ts';

// dist/ on the engine Cloudflare serves it with in production (wrangler.jsonc): every address, status and
// header, read as the browser gets them. nginx.conf has its own test (e2e/headers.spec.ts).
const dist = new URL('../../dist/', import.meta.url);
const script = readdirSync(new URL('_astro/', dist)).find((file) => file.endsWith('.js'))!;
let engine: Engine;

/** One GET, no redirect followed: its status, every header line as sent (a header sent twice stays twice), its body. */
const get = (path: string) =>
  new Promise<{ status: number; headers: [string, string][]; body: string }>((resolve, reject) =>
    request(engine.origin + path, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers = raw.flatMap((name, i) =>
          i % 2 ? [] : [[name.toLowerCase(), raw[i + 1]!] as [string, string]],
        );
        resolve({ status: response.statusCode!, headers, body });
      });
    })
      .on('error', reject)
      .end(),
  );
const one = (headers: [string, string][], name: string) => headers.filter(([n]) => n === name.toLowerCase());

beforeAll(async () => {
  engine = await startEngine(dist);
}, 90_000);
afterAll(() => engine?.stop());

describe('dist/ on Cloudflare’s engine', () => {
  test('every page answers 200 at its clean address, and its .html and slashed addresses redirect there', async () => {
    for (const file of sitePages(dist).filter((f) => !isNotFound(f))) {
      const address = addressOf(file);
      expect((await get(address)).status, address).toBe(200);
      const html = await get(address.endsWith('/') ? `${address}index.html` : `${address}.html`);
      expect([301, 307, 308], file).toContain(html.status);
      expect(new URL(one(html.headers, 'location')[0]![1], engine.origin).pathname, file).toBe(address);
      if (address.endsWith('/')) continue;
      const slashed = await get(`${address}/`);
      expect([301, 307, 308], `${address}/`).toContain(slashed.status);
      expect(new URL(one(slashed.headers, 'location')[0]![1], engine.origin).pathname, file).toBe(address);
    }
    expect(new URL(one((await get('/fr')).headers, 'location')[0]![1], engine.origin).pathname).toBe('/fr/');
  });

  test('an unknown address gets its language’s not-found page, with status 404', async () => {
    const unknown = { '/nope': 'en', '/looks/nope': 'en', '/fr/nope': 'fr', '/fr/looks/nope': 'fr' };
    for (const [path, lang] of Object.entries(unknown)) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.match(/<html lang="(\w+)"/)?.[1], path).toBe(lang);
      expect(body.includes(lang === 'fr' ? 'Page introuvable' : NOT_FOUND), path).toBe(true);
    }
  });

  test('the editor answers at /admin/ only, with its own policy, noindex and one opener policy', async () => {
    const bare = await get('/admin');
    expect(bare.status).toBe(301);
    expect(new URL(one(bare.headers, 'location')[0]![1], engine.origin).pathname).toBe('/admin/');
    const { status, headers } = await get('/admin/');
    expect(status).toBe(200);
    expect(one(headers, 'Cross-Origin-Opener-Policy')).toEqual([
      ['cross-origin-opener-policy', 'same-origin-allow-popups'],
    ]);
    expect(one(headers, 'X-Robots-Tag')[0]?.[1]).toBe('noindex, nofollow');
  });

  test('every kind of file gets each security header once, as the model gives it (src/site-model/hosts.ts)', async () => {
    const paths = [
      '/',
      '/legal',
      '/fr/',
      '/looks/look-01',
      '/collections/fall-winter-2025/look-01',
      '/nope',
      '/fr/nope',
      '/llms.txt',
      '/privacy.md',
    ];
    for (const path of [...paths, '/sitemap-index.xml', `/_astro/${script}`, '/admin/', '/admin/config.yml']) {
      const { headers } = await get(path);
      for (const [name, value] of Object.entries(headersOf(path)))
        expect(one(headers, name), `${name} on ${path}`).toEqual([[name.toLowerCase(), value]]);
    }
  });

  test('hashed files are immutable for a year; pages are revalidated', async () => {
    const cache = async (path: string) => one((await get(path)).headers, 'Cache-Control').map(([, v]) => v);
    expect(await cache(`/_astro/${script}`)).toEqual(['public, max-age=31536000, immutable']);
    expect(await cache('/legal')).not.toContainEqual(expect.stringContaining('immutable'));
  });

  test('the rule files themselves are not served, and the engine accepts every rule', async () => {
    for (const path of ['/_headers', '/_redirects', '/nginx-redirects.conf'])
      expect((await get(path)).status, path).toBe(404);
    expect(engine.output()).toMatch(/Parsed \d+ valid header rules/);
    expect(engine.output()).toMatch(/Parsed \d+ valid redirect rules/);
    expect(engine.output()).not.toMatch(/invalid|warn|error/i);
  });

  test('every address content moved leads to its page for good, in each language, with its final slash too', async () => {
    for (const [from, to] of [
      ['/looks/look-01', '/collections/fall-winter-2025/look-01'],
      ['/looks/look-01/', '/collections/fall-winter-2025/look-01'],
      ['/fr/looks/look-03', '/fr/collections/fall-winter-2025/look-03'],
    ]) {
      const moved = await get(from!);
      expect(moved.status, from).toBe(301);
      expect(new URL(one(moved.headers, 'location')[0]![1], engine.origin).pathname, from).toBe(to);
      expect((await get(to!)).status, to).toBe(200);
    }
  });
});
