import fs from 'node:fs';
import { mkdtempSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { linkingCopyFile } from '../../src/integrations/linked-cuts.ts';

// A warm build links each cached cut into dist/ (src/integrations/linked-cuts.ts): the same file, no bytes copied.
test('a cached cut asked to be cloned is linked; any other file is copied', async () => {
  const root = mkdtempSync(join(tmpdir(), 'linked-cuts-'));
  const [cache, dist] = [join(root, '.astro/assets/'), join(root, 'dist')];
  mkdirSync(cache, { recursive: true });
  mkdirSync(dist);
  writeFileSync(join(cache, 'look.avif'), 'cut');
  writeFileSync(join(root, 'font.woff2'), 'font');
  const copyFile = linkingCopyFile(cache, fs.promises.copyFile);
  await copyFile(join(cache, 'look.avif'), join(dist, 'look.avif'), fs.constants.COPYFILE_FICLONE);
  await copyFile(join(root, 'font.woff2'), join(dist, 'font.woff2'), fs.constants.COPYFILE_FICLONE);
  await copyFile(join(cache, 'look.avif'), join(dist, 'copied.avif'));
  expect(statSync(join(dist, 'look.avif')).ino).toBe(statSync(join(cache, 'look.avif')).ino);
  expect(statSync(join(dist, 'font.woff2')).nlink).toBe(1);
  expect(statSync(join(dist, 'copied.avif')).nlink).toBe(1);
});
