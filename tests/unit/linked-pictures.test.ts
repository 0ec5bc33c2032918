import fs from 'node:fs';
import { mkdtempSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { knownPictures } from '../../src/integrations/known-pictures.ts';
import { linkPicture, linkingCopyFile, stubbingEmitFile } from '../../src/integrations/linked-pictures.ts';

/** A folder with Astro's picture cache, holding one cut (look.avif), and an empty dist/ beside it. */
function cacheAndDist() {
  const root = mkdtempSync(join(tmpdir(), 'linked-pictures-'));
  const [cache, dist] = [join(root, '.astro/assets/'), join(root, 'dist')];
  mkdirSync(cache, { recursive: true });
  mkdirSync(dist);
  writeFileSync(join(cache, 'look.avif'), 'cut');
  return { root, cache, dist, copyFile: linkingCopyFile(cache, fs.promises.copyFile) };
}

// A warm build links each cached cut into dist/ (src/integrations/linked-pictures.ts): the same file, no bytes copied.
test('a cached cut asked to be cloned is linked; any other file is copied', async () => {
  const { root, cache, dist, copyFile } = cacheAndDist();
  writeFileSync(join(root, 'font.woff2'), 'font');
  await copyFile(join(cache, 'look.avif'), join(dist, 'look.avif'), fs.constants.COPYFILE_FICLONE);
  await copyFile(join(root, 'font.woff2'), join(dist, 'font.woff2'), fs.constants.COPYFILE_FICLONE);
  await copyFile(join(cache, 'look.avif'), join(dist, 'copied.avif'));
  expect(statSync(join(dist, 'look.avif')).ino).toBe(statSync(join(cache, 'look.avif')).ino);
  expect(statSync(join(dist, 'font.woff2')).nlink).toBe(1);
  expect(statSync(join(dist, 'copied.avif')).nlink).toBe(1);
});

// A cut that cannot be linked (dist/ on another disk, or a file already there) is copied, never lost.
test('a cached cut that cannot be linked is copied', async () => {
  const { cache, dist, copyFile } = cacheAndDist();
  writeFileSync(join(dist, 'look.avif'), 'an older cut');
  await copyFile(join(cache, 'look.avif'), join(dist, 'look.avif'), fs.constants.COPYFILE_FICLONE);
  expect(readFileSync(join(dist, 'look.avif'), 'utf8')).toBe('cut');
  expect(statSync(join(dist, 'look.avif')).nlink).toBe(1);
});

// A picture's original is emitted as a stub named after its bytes, then linked from content/ in its place.
test("an original is emitted as its bytes' hash and then linked from content/", async () => {
  const root = mkdtempSync(join(tmpdir(), 'linked-pictures-'));
  const [look, other] = [join(root, 'look-01.jpg'), join(root, 'other.jpg')];
  const picture = Buffer.alloc(300_000, 7);
  writeFileSync(look, picture);
  writeFileSync(other, Buffer.from(picture).fill(8, 0, 1));
  const emitted: { type: string; source?: unknown }[] = [];
  const emitFile = (file: { type: string; source?: unknown }) => String(emitted.push(file));
  const stubs = new Map<string, string>();
  const { digest } = knownPictures(join(root, 'known.json'));
  expect(stubbingEmitFile(emitFile as never, look, stubs, digest)({ type: 'asset', source: picture })).toBe('1');
  expect(
    stubbingEmitFile(emitFile as never, other, stubs, digest)({ type: 'asset', source: readFileSync(other) }),
  ).toBe('2');
  expect(stubbingEmitFile(emitFile as never, look, stubs, digest)({ type: 'chunk', id: 'entry' })).toBe('3');
  const [first, second] = emitted.map((file) => Buffer.from((file.source as Uint8Array) ?? []).toString('hex'));
  expect(first).toHaveLength(64);
  expect(first).not.toBe(second);
  expect(stubs).toEqual(
    new Map([
      ['1', look],
      ['2', other],
    ]),
  );

  writeFileSync(join(root, 'stub.jpg'), first!);
  await linkPicture(look, join(root, 'stub.jpg'));
  expect(statSync(join(root, 'stub.jpg')).ino).toBe(statSync(look).ino);
});
