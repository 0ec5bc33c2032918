import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { headersFor, readHeadersFile } from '../support/headers';
import { readmeNginx } from '../support/nginx';

// public/_headers is what Netlify and Cloudflare Pages send; README's nginx block must send the same.
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

  test('README’s nginx block names exactly the headers of public/_headers, for the site and for /admin', () => {
    const [site, admin] = readmeNginx().split(/\n\s*location \/admin\/ \{/);
    const headersIn = (block: string) =>
      Object.fromEntries([...block.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => [m[1], m[2]]));
    expect(headersIn(site!)).toEqual(all);
    // /admin gets every rule that matches it; its own policy is the stricter of the two on all they share.
    expect(headersIn(admin!)).toEqual(headersFor(rules, '/admin/'));
  });

  test('both policies apply to /admin, and the public one blocks nothing the editor needs', () => {
    const policy = (rule: string) =>
      new Map(
        rules
          .find((r) => r.pattern === rule)!
          .headers['Content-Security-Policy']!.split('; ')
          .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]),
      );
    const site = policy('/*');
    const admin = policy('/admin/*');
    expect(admin.get('default-src')).toEqual(["'none'"]);
    for (const [name, sources] of admin)
      if (site.has(name) && !sources.includes("'none'"))
        for (const source of sources) expect(site.get(name), `${name} ${source}`).toContain(source);
    // img-src is in each page's <meta> policy ('self' data:): the editor shows blob: pictures and avatars.
    expect(site.has('img-src')).toBe(false);
    expect(admin.get('img-src')).toContain('blob:');
  });
});

// README's nginx block is run in e2e/headers.spec.ts, /admin included.
test('the editor answers only at /admin/: public/_redirects sends /admin there', () => {
  expect(readFileSync(new URL('../../public/_redirects', import.meta.url), 'utf8')).toMatch(
    /^\/admin\s+\/admin\/\s+301$/m,
  );
});
