import { expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { contentFixtures } from '../support/content-fixtures';

// Every fixture goes through `npm run check:content` (check-content.test.ts), which runs the build's own
// loaders in seconds; here one mistake shows that a whole build stops on it too, naming the file and field.
const fixture = contentFixtures.find((f) => f.name === 'a wrong type')!;

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
