import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../support/pages.ts';

// Every page renders as zero-JS HTML: what each built page carries of scripts, read from dist/.
const dist = new URL('../../dist/', import.meta.url);

describe('scripts in the built pages', () => {
  for (const page of sitePages(dist))
    test(`${page}: no script of its own but the islands' bootstrap, the tooltips' script or the 404 logger`, () => {
      const html = readFileSync(new URL(page, dist), 'utf8');
      const chrome = /<header[\s>]/.test(html);
      const notFound = page.endsWith('404.html');
      // Executable scripts only: the JSON-LD block and the speculation rules are data.
      const all = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
      const scripts = all.filter((s) => !/type="(application\/ld\+json|speculationrules)"/.test(s));
      for (const script of scripts) expect(script).not.toMatch(/<script[^>]*\ssrc=/);
      // Astro's island runtime, and the registration of our client:intent directive, are expected.
      const own = scripts.filter((s) => !s.includes('astro-island') && !s.includes('(self.Astro={})).intent='));
      expect(own).toEqual(
        notFound
          ? [expect.stringContaining('console.error')]
          : chrome
            ? [expect.stringMatching(/^<script type="module">(?=.*\.tips.*Escape).{0,500}<\/script>$/s)]
            : [],
      );
      // The contact trigger and dialog, on every page with a footer.
      expect(html.match(/<astro-island\b/g) ?? []).toHaveLength(chrome ? 2 : 0);
    });
});

// The encoding comes first, nothing on a page runs before its policy, and no text can end a <script> early (src/csp/).
describe('the policy comes first, and data stays data', () => {
  for (const page of sitePages(dist))
    test(`${page}: its encoding, then its CSP <meta>, open <head>; its JSON scripts hold no < > or &`, () => {
      const html = readFileSync(new URL(page, dist), 'utf8');
      const head = html.slice(html.indexOf('<head>') + '<head>'.length);
      expect(head).toMatch(
        /^<meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]*script-src [^"]*">/,
      );
      // HTML wants the encoding declared within a page's first 1,024 bytes.
      expect(Buffer.byteLength(html.slice(0, html.indexOf('<meta charset="utf-8">')))).toBeLessThan(1024 - 22);
      expect(html.match(/<meta charset/g)).toHaveLength(1);
      expect(html.match(/http-equiv="content-security-policy"/g)).toHaveLength(1);
      const data = html.match(/<script type="(application\/ld\+json|speculationrules)">[\s\S]*?<\/script>/g) ?? [];
      expect(data.length).toBeGreaterThan(0);
      for (const script of data) expect(script.replace(/^<script[^>]*>|<\/script>$/g, '')).not.toMatch(/[<>&]/);
      // Its policy names the hashes of its own inline scripts and styles, and no other page's.
      const inline = [...html.matchAll(/<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)].map(
        ([, , text]) => `sha256-${createHash('sha256').update(text!).digest('base64')}`,
      );
      const policy = /content-security-policy" content="([^"]*)"/.exec(html)![1]!;
      for (const hash of policy.match(/sha256-[^']+/g)!) expect(inline, `${page}: ${hash}`).toContain(hash);
    });
});
