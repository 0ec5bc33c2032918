import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { buildCopy } from '../support/build-copy';

const fixtures = parse(readFileSync(new URL('../fixtures/content-errors.yaml', import.meta.url), 'utf8')) as {
  name: string;
  file: string;
  replace: string;
  with: string;
  expect: string[];
}[];

describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test.each(fixtures)('$name in content/$file', async (fixture) => {
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
