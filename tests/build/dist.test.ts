import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { brokenReferences, sitePages } from '../support/pages.ts';

// Checks on the built files themselves: valid HTML and no broken internal reference.
const dist = new URL('../../dist/', import.meta.url);
const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = sitePages(dist);
const origin = 'https://www.maison-verane.com';

describe('dist/', () => {
  test('html-validate reports no error in any page', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const errors: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(fileURLToPath(new URL(page, dist)));
      for (const result of report.results)
        for (const m of result.messages) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(errors, `html-validate (config in ${root}.htmlvalidate.mjs)`).toEqual([]);
  });

  // html-validate's no-dup-id sees today's looks; this keeps a page's own ids apart from any look's to come.
  test('the ids and view-transition names a page writes itself hold no `_`: only those made from a look’s name do', () => {
    const lookMade = /^look_[a-z0-9]+(-[a-z0-9]+)*$/;
    const html = pages.map((page) => ({ page, text: readFileSync(new URL(page, dist), 'utf8') }));
    const names = html.flatMap(({ page, text }) =>
      [...text.matchAll(/\sid="([^"]*)"|view-transition-name:\s*([^;}\s]+)/g)].map((m) => `${page}: ${m[1] ?? m[2]}`),
    );
    expect(names.filter((name) => name.includes('_') && !lookMade.test(name.split(': ')[1]!))).toEqual([]);
    expect(names.filter((name) => lookMade.test(name.split(': ')[1]!)).length, 'ids made from looks').toBeGreaterThan(
      0,
    );
  });

  test('every internal link, image, srcset entry, script and anchor resolves', () => {
    expect(pages.flatMap((page) => brokenReferences(dist, page, origin))).toEqual([]);
  });
});
