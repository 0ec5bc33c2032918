import { describe, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { contentFixtures } from '../support/content-fixtures';

// Each build is a separate Astro process; they run side by side (concurrent tests use their own `expect`).
describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test.concurrent.for(contentFixtures)('$name in content/$file', async (fixture, { expect }) => {
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
