import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { describe, expect, test } from 'vitest';
import { hostFiles } from '../../src/site-model/host-files';
import { headersOf } from '../../src/site-model/hosts';

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
  for (const file of ['_headers', '_redirects']) writeFileSync(join(project, 'dist', file), files[`public/${file}`]!);
  for (const page of ['index.html', '404.html', 'fr/404.html', 'admin/index.html'])
    writeFileSync(join(project, 'dist', page), page);
  const options = { projectDir: project, publishDir: 'dist', configPath: join(project, 'netlify.toml') };
  const request = (path: string) => new Request(`https://www.maison-verane.com${path}`);

  test('every header once, as the model gives it, on every kind of response', async () => {
    const logger = { error: () => {}, log: () => {}, warn: () => {} };
    const handler = new HeadersHandler({ ...options, logger });
    for (const path of ['/', '/legal', '/fr/nope', '/_astro/page.js', '/admin/', '/admin/config.yml']) {
      const sent = await handler.apply(request(path));
      expect(Object.fromEntries(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v])), path).toEqual(
        Object.fromEntries(Object.entries(headersOf(path)).map(([k, v]) => [k.toLowerCase(), v])),
      );
    }
  });

  test('/admin moves to /admin/, for good', async () => {
    const handler = new RedirectsHandler({
      ...options,
      publicDir: join(project, 'dist'),
      configRedirects: [],
      jwtRoleClaim: '',
      jwtSecret: '',
    });
    expect(await handler.match(request('/admin'))).toMatchObject({ statusCode: 301, targetRelative: '/admin/' });
  });
});
