import { fileURLToPath } from 'node:url';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { brokenReferences, sitePages } from '../support/pages';

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

  test('every internal link, image, srcset entry, script and anchor resolves', () => {
    expect(pages.flatMap((page) => brokenReferences(dist, page, origin))).toEqual([]);
  });
});
