import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { contentFixtures, hostileFixtures } from '../support/content-fixtures';

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

// Hostile content through a whole build, with a secret in the build's environment: the build stops before
// any of the MDX runs, and the secret is in no file it wrote and nothing it printed.
const hostile = hostileFixtures.find((f) => f.layer === 'build')!;
const secret = 'secret-probe-5d1f0c';

test(`content that would run code stops the build, before it runs: ${hostile.name}`, async () => {
  const { failed, output, copy, remove } = await buildCopy(
    ({ read, write }) => write(hostile.file, read(hostile.file).replace(hostile.replace, hostile.with)),
    { SECRET_PROBE: secret },
  );
  const dist = join(copy, 'dist');
  const written = existsSync(dist)
    ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|md|txt)$/.test(file))
    : [];
  const leaked = written.filter((file) => readFileSync(join(dist, file), 'utf8').includes(secret));
  remove();
  expect(failed).toBe(true);
  for (const line of hostile.expect) expect(output).toContain(line);
  expect(output).not.toContain(secret);
  expect(leaked).toEqual([]);
}, 120_000);
