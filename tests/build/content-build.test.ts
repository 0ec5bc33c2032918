import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy.ts';
import { applyHostile, contentFixtures, hostileFixtures } from '../support/content-fixtures.ts';

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
});

// Hostile content through a whole build, with a secret in the build's environment (`layer: build` in
// tests/fixtures/hostile-content.yaml): the build stops before any of it is loaded, naming the file, and the
// secret, an outside file or a raw control character is in nothing it wrote or printed.
const secret = 'secret-probe-5d1f0c';

const built = hostileFixtures.filter((f) => f.layer === 'build');
// Files placed alone are all refused at once, before anything reads content/: one build takes them together.
const placedOnly = built.filter((f) => !f.file);
const runs = [
  ...built.filter((f) => f.file).map((f) => ({ name: f.name, fixtures: [f] })),
  { name: placedOnly.map((f) => f.name).join('; '), fixtures: placedOnly },
];

describe.concurrent('content that would run code or reach outside content/ stops the build', () => {
  test.for(runs)('$name', async ({ fixtures }) => {
    const { failed, output, copy, remove } = await buildCopy(
      (content) => fixtures.forEach((hostile) => applyHostile(hostile, content)),
      { SECRET_PROBE: secret },
    );
    const dist = join(copy, 'dist');
    const written = existsSync(dist) ? readdirSync(dist, { recursive: true, encoding: 'utf8' }) : [];
    const leaked = written.filter(
      (file) => /\.(html|md|txt|js|css)$/.test(file) && readFileSync(join(dist, file), 'utf8').includes(secret),
    );
    remove();
    expect(failed).toBe(true);
    for (const line of fixtures.flatMap((hostile) => hostile.expect)) expect(output).toContain(line);
    expect(output).not.toContain(secret);
    expect(output, 'a control character from content reaches the terminal').not.toMatch(/\x1b\[2K/);
    expect(leaked).toEqual([]);
    expect(
      written.filter((file) => file.startsWith('_astro')),
      'no picture was cut',
    ).toEqual([]);
  });
});
