import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../support/pages.ts';

// Each page's speculation rules (src/page-changes/SpeculationRules.astro), as built: facts of the HTML, read from dist/.
const dist = new URL('../../dist/', import.meta.url);

describe('speculation rules', () => {
  for (const page of sitePages(dist))
    test(`${page}: one block of valid JSON, moderate eagerness, its hash in the page's CSP, /admin left out`, () => {
      const html = readFileSync(new URL(page, dist), 'utf8');
      const blocks = [...html.matchAll(/<script type="speculationrules">(.*?)<\/script>/g)].map((m) => m[1]!);
      expect(blocks).toHaveLength(1);
      const rules = JSON.parse(blocks[0]!);
      expect(rules.prefetch[0].eagerness).toBe('moderate');
      expect(rules.prerender[0].eagerness).toBe('moderate');
      const digest = createHash('sha256').update(blocks[0]!).digest('base64');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)![1]!;
      expect(csp).toContain(`'sha256-${digest}'`);
      expect(csp).not.toContain('unsafe-inline');
      // Never the copywriters' editor (/admin), whatever links to it.
      for (const { where } of [...rules.prefetch, ...rules.prerender]) {
        const left = (path: string) =>
          where.and.some(
            (rule: { not?: { href_matches: string } }) =>
              rule.not && new URLPattern({ pathname: rule.not.href_matches }).test({ pathname: path }),
          );
        for (const path of ['/admin', '/admin/', '/admin/index.html']) expect(left(path), path).toBe(true);
        expect(left('/administration')).toBe(false);
      }
    });
});
