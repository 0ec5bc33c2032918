import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { routeTable, type SeasonAddresses } from '../../src/routes/route-table.ts';
import { hostFiles, redirectsFile } from '../../src/site-model/host-files.ts';
import { headersOf } from '../../src/site-model/hosts.ts';

// Each host's files come from one model (src/site-model/hosts.ts), written by the build. Netlify's are proven
// here in Netlify's own handlers; Cloudflare's engine (build/engine.test.ts) and nginx (e2e/headers.spec.ts)
// serve theirs.
const root = new URL('../../', import.meta.url);

test('the committed host files are what the build writes from the model', () => {
  for (const [path, text] of Object.entries(hostFiles()))
    expect(readFileSync(new URL(path, root), 'utf8'), `${path}: npm run build writes it anew`).toBe(text);
});

describe('the headers', () => {
  const site = headersOf('/');
  test('security headers on every response, frame-ancestors none, no unsafe-inline, isolated windows and files', () => {
    expect(site['X-Content-Type-Options']).toBe('nosniff');
    expect(site['Strict-Transport-Security']).toContain('max-age=');
    expect(site['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(site['Content-Security-Policy']).not.toContain('unsafe-inline');
    expect(site['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(site['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headersOf('/_astro/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  test('/admin has a whole policy of its own, for the popup its sign-in opens', () => {
    const admin = headersOf('/admin/');
    const policy = new Map(
      admin['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const directive of ['object-src', 'frame-ancestors'])
      expect(policy.get(directive), directive).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toContain('blob:');
    expect(admin['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow');
  });
});

describe('on Netlify, read by its own handlers (each language’s not-found page: build/hosts-third-language.test.ts)', () => {
  const project = mkdtempSync(join(tmpdir(), 'netlify-'));
  const files = hostFiles();
  writeFileSync(join(project, 'netlify.toml'), files['netlify.toml']!);
  for (const folder of ['dist/fr', 'dist/admin']) mkdirSync(join(project, folder), { recursive: true });
  writeFileSync(join(project, 'dist/_headers'), files['public/_headers']!);
  // The build writes _redirects with the pages (src/pages/[hostFile].ts): the model's, then content's moves.
  const today = parse(
    readFileSync(new URL('content/collections/fall-winter-2025.yaml', root), 'utf8'),
  ) as SeasonAddresses;
  // A collection whose name a copywriter changed from `fw-2024`: its old addresses, its looks' included, move.
  const renamed = {
    slug: 'fall-winter-2024',
    date: new Date(0),
    formerly: ['/collections/fw-2024'],
    looks: [{ id: 'look-01', formerly: [] }],
  };
  const seasons = [{ ...today, formerly: [], slug: 'fall-winter-2025' }, renamed];
  writeFileSync(join(project, 'dist/_redirects'), redirectsFile(routeTable(seasons, ['privacy', 'legal']).moves));
  for (const page of ['index.html', '404.html', 'fr/404.html', 'admin/index.html'])
    writeFileSync(join(project, 'dist', page), page);
  const options = { projectDir: project, publishDir: 'dist', configPath: join(project, 'netlify.toml') };
  const request = (path: string) => new Request(`https://www.maison-verane.com${path}`);

  test('every header once, as the model gives it, on every kind of response', async () => {
    const logger = { error: () => {}, log: () => {}, warn: () => {} };
    const handler = new HeadersHandler({ ...options, logger });
    const lower = (headers: object) =>
      Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    for (const path of ['/', '/legal', '/fr/nope', '/_astro/page.js', '/admin/', '/admin/config.yml'])
      expect(lower(await handler.apply(request(path))), path).toEqual(lower(headersOf(path)));
  });

  test('/admin, and every address content moved, move for good, in every language', async () => {
    const handler = new RedirectsHandler({
      ...options,
      publicDir: join(project, 'dist'),
      configRedirects: [],
      jwtRoleClaim: '',
      jwtSecret: '',
    });
    for (const [from, to] of [
      ['/admin', '/admin/'],
      ['/looks/look-01', '/collections/fall-winter-2025/look-01'],
      ['/fr/looks/look-03', '/fr/collections/fall-winter-2025/look-03'],
      ['/collections/fw-2024', '/collections/fall-winter-2024'],
      ['/fr/collections/fw-2024/look-01', '/fr/collections/fall-winter-2024/look-01'],
    ])
      expect(await handler.match(request(from!)), from).toMatchObject({ statusCode: 301, targetRelative: to });
  });
});
