import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { collections } from '../../src/content.config';
import { describeIssues } from '../../src/content-loading/error-map';
import { contentFixtures } from '../support/content-fixtures';

// The catalogue's mistakes that only the schema sees (`layer: schema` in tests/fixtures/content-errors.yaml):
// their words, from the content file as the copywriter would leave it, without a run of Astro's loaders.
// The file and entry heading each message comes from the loaders: check-content.test.ts proves it.
const read = (file: string) => readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8');
// Stand-in for Astro's image() helper: a path in content/images/.
const image = () => z.string().regex(/^\/content\/images\/.+\.(jpg|png|webp)$/);
const schemaFor = (file: string) => {
  const name = file.replace(/^[a-z]{2}\//, '').replace(/\.(yaml|mdx)$/, '');
  const collection = name.startsWith('pages/') ? 'pages' : (name as keyof typeof collections);
  const schema = collections[collection as keyof typeof collections].schema;
  return (typeof schema === 'function' ? schema({ image } as never) : schema) as z.ZodType;
};
const dataOf = (file: string, text: string) => parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text);

test.for(contentFixtures.filter((fixture) => fixture.layer === 'schema'))('$name', async (fixture) => {
  const text = read(fixture.file);
  expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
  const data = dataOf(fixture.file, text.replace(fixture.replace, fixture.with));
  const schema = schemaFor(fixture.file);
  // looks.yaml is a list: each look is an entry of its own.
  const entries = Array.isArray(data) ? data : [data];
  const results = await Promise.all(entries.map((entry) => schema.safeParseAsync(entry, { reportInput: true })));
  const lines = results.flatMap((result) => describeIssues(result.error?.issues ?? [])).map((line) => `  - ${line}`);
  expect(lines.length, 'the schema refuses it').toBeGreaterThan(0);
  for (const line of fixture.expect.filter((line) => !line.startsWith('Content error in ')))
    expect(lines.join('\n')).toContain(line);
});
