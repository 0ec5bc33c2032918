import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeRefusals, isWebAddress, mdxRefusals } from '../../src/content-loading/safe-mdx.ts';
import { jsonInScript } from '../../src/csp/script-json.ts';
import { hostileFixtures } from '../support/content-fixtures.ts';
import { schemaMistake } from '../support/schema-mistakes.ts';

// The hostile-content catalogue (tests/fixtures/hostile-content.yaml), each entry at its cheapest layer:
// the MDX reader's refusal, or a field's schema through the loaders' own functions. check-content.test.ts
// and content-build.test.ts take the `check` and `build` entries through npm run check:content and a build.
const read = (file: string) => readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8');

/** The 1-based line and column where `text` first stands in `source`. */
function placeOf(source: string, text: string) {
  const before = source.slice(0, source.indexOf(text)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const edited = (fixture: (typeof hostileFixtures)[number]) => {
  const text = read(fixture.file!);
  expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
  return text.replace(fixture.replace!, fixture.with!);
};

describe('MDX is a content language', () => {
  test('today’s policy pages hold nothing to refuse, in every language', () => {
    for (const file of ['pages/privacy.mdx', 'pages/legal.mdx', 'fr/pages/privacy.mdx', 'fr/pages/legal.mdx'])
      expect(mdxRefusals(read(file)), file).toEqual([]);
  });

  test.for(hostileFixtures.filter((f) => f.file?.endsWith('.mdx')))('refuses $name, where it stands', (fixture) => {
    const source = edited(fixture);
    const refusals = mdxRefusals(source);
    expect(refusals).toHaveLength(1);
    const { line, column } = placeOf(source, fixture.at!);
    expect(refusals[0]).toMatchObject({ line, column });
    const message = describeRefusals(`content/${fixture.file}`, refusals);
    expect(message).toContain(`  - line ${line}, column ${column}: `);
    for (const expected of fixture.expect) expect(message).toContain(expected);
  });

  test('takes web addresses and paths on the site, whatever their spelling', () => {
    const good = ['https://example.com', 'HTTP://example.com', 'mailto:a@b.fr', 'TEL:+33 1 23', '/privacy', '#rights'];
    for (const address of good) expect(isWebAddress(address), address).toBe(true);
    const bad = ['javascript:x', ' JAVA\tSCRIPT:x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', 'privacy'];
    for (const address of bad) expect(isWebAddress(address), address).toBe(false);
  });
});

test.for(hostileFixtures.filter((f) => f.layer === 'schema'))('a field refuses $name', async (fixture) => {
  const message = await schemaMistake(fixture.file!, edited(fixture));
  expect(message, 'the schema refuses it').toBeDefined();
  for (const line of fixture.expect) expect(message).toContain(line);
});

test('JSON for a <script> escapes what could end it or break a line, and reads back the same', () => {
  const value = { text: '</script><script>alert(1)</script> & <!-- \u2028\u2029', n: 1 };
  const json = jsonInScript(value);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(json)).toEqual(value);
});
