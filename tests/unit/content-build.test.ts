import { readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { parse } from 'yaml';
import { buildCopy } from '../support/build-copy';

const fixtures = parse(readFileSync(new URL('../fixtures/content-errors.yaml', import.meta.url), 'utf8')) as {
  name: string;
  file: string;
  replace: string;
  with: string;
  expect: string[];
}[];

// Each build is a separate Astro process; they run side by side (concurrent tests use their own `expect`).
describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test.concurrent.for(fixtures)('$name in content/$file', async (fixture, { expect }) => {
    const { failed, output, remove } = await buildCopy(({ read, write }) => {
      const text = read(fixture.file);
      expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
      write(fixture.file, text.replace(fixture.replace, fixture.with));
    });
    remove();
    expect(failed).toBe(true);
    for (const line of fixture.expect) expect(output).toContain(line);
  });
});
