import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cloudflareHeadersFor, headersFor, readHeadersFile, siteNginx } from '../support/hosts';

// public/_headers is what Cloudflare and Netlify send; nginx.conf must send the same.
// (tests/e2e/headers.spec.ts runs that block in a real nginx.)
const rules = readHeadersFile(new URL('../../public/_headers', import.meta.url));
const all = headersFor(rules, '/');

describe('security headers', () => {
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

  test('windows and files are isolated from other sites: COOP and CORP same-origin', () => {
    expect(all['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(all['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  test('nginx.conf names exactly the headers of public/_headers, for the site and for /admin', () => {
    const [site, admin] = siteNginx().split(/\n\s*location \/admin\/ \{/);
    const headersIn = (block: string) =>
      Object.fromEntries([...block.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => [m[1], m[2]]));
    expect(headersIn(site!)).toEqual(all);
    // /admin's own headers replace the site's there.
    expect(headersIn(admin!)).toEqual(headersFor(rules, '/admin/'));
  });

  test('every host sends each header once: Cloudflare detaches what /admin/* replaces, as Netlify and nginx replace it', () => {
    for (const path of ['/', '/legal', '/_astro/page.js', '/admin/', '/admin/config.yml']) {
      const cloudflare = cloudflareHeadersFor(rules, path);
      const names = cloudflare.map(([name]) => name.toLowerCase());
      expect(names.length, path).toBe(new Set(names).size);
      expect(Object.fromEntries(cloudflare), path).toEqual(headersFor(rules, path));
    }
  });

  test('/admin has a whole policy of its own, for the popup its sign-in opens', () => {
    const admin = headersFor(rules, '/admin/');
    const policy = new Map(
      admin['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const directive of ['object-src', 'frame-ancestors'])
      expect(policy.get(directive), directive).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // The editor shows blob: pictures and GitHub avatars.
    expect(policy.get('img-src')).toContain('blob:');
    expect(admin['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});

// Cloudflare refuses a redirect rule whose status is not 200 or 301–308; Netlify takes the same rules.
test('public/_redirects sends /admin to /admin/, with no status a host refuses', () => {
  const rules = readFileSync(new URL('../../public/_redirects', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  expect(rules).toContainEqual(expect.stringMatching(/^\/admin\s+\/admin\/\s+301$/));
  for (const rule of rules)
    expect(['200', '301', '302', '303', '307', '308'], rule).toContain(rule.split(/\s+/)[2] ?? '302');
});
