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

  test('README’s nginx block names exactly the headers of public/_headers', () => {
    const nginx = Object.fromEntries(
      [...readmeNginx().matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => [m[1], m[2]]),
    );
    expect(nginx).toEqual(all);
  });
});
