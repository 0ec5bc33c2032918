import { describe, expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { contentFixtures } from '../support/content-fixtures';

// Every fixture goes through `npm run check:content` (check-content.test.ts), which runs the same loaders;
// here, a whole build fails on one mistake of each kind: a file that is not YAML, and a field that is wrong.
const kinds = contentFixtures.filter((f) => /broken frontmatter|a wrong type/.test(f.name));

// Each build is a separate Astro process; they run side by side (concurrent tests use their own `expect`).
describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test('one of each kind is built', () => expect(kinds).toHaveLength(2));
  test.concurrent.for(kinds)('$name in content/$file', async (fixture, { expect }) => {
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
