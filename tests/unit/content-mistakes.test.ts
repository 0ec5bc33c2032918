import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { contentFixtures } from '../support/content-fixtures.ts';
import { schemaMistake } from '../support/schema-mistakes.ts';

// The catalogue's mistakes that only the schema sees (`layer: schema` in tests/fixtures/content-errors.yaml),
// from the content file as the copywriter would leave it, without a run of Astro's loaders: the message is
// built by the loaders' own functions. content-build.test.ts proves the loaders' path with "a wrong type".
const read = (file: string) => readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8');

test.for(contentFixtures.filter((fixture) => fixture.layer === 'schema'))('$name', async (fixture) => {
  const text = read(fixture.file);
  expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
  const message = await schemaMistake(fixture.file, text.replace(fixture.replace, fixture.with));
  expect(message, 'the schema refuses it').toBeDefined();
  for (const line of fixture.expect) expect(message).toContain(line);
});
