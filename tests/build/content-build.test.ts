import { expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { contentFixtures } from '../support/content-fixtures';

// The loaders' path of a schema's mistake, through a whole build (`layer: build` in the catalogue): the build
// stops on it, naming the file and field. Its first step is `npm run check:content`'s (`astro sync`); the
// other mistakes go through that in check-content.test.ts, or through the loaders' functions alone.
const fixture = contentFixtures.find((f) => f.layer === 'build')!;

test(`a content mistake fails the build, naming the file and the field: ${fixture.name} in content/${fixture.file}`, async () => {
  const { failed, output, remove } = await buildCopy(({ read, write }) => {
    const text = read(fixture.file);
    expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
    write(fixture.file, text.replace(fixture.replace, fixture.with));
  });
  remove();
  expect(failed).toBe(true);
  for (const line of fixture.expect) expect(output).toContain(line);
}, 120_000);
