import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { copyFileSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageMetadata } from 'astro/assets/utils';
import { expect, test } from 'vitest';
import { headOf, knownPictures } from '../../src/integrations/known-pictures.ts';
import { linkedOriginals } from '../../src/integrations/linked-pictures.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const picture = new URL('../../content/images/hero-atelier-portrait.jpg', import.meta.url);

test("a picture's head is the shortest prefix that gives Astro its whole size and format", async () => {
  const bytes = readFileSync(picture);
  const head = await headOf(bytes);
  expect(head).toBeGreaterThan(0);
  expect(head).toBeLessThan(bytes.byteLength / 4);
  expect(await imageMetadata(bytes.subarray(0, head))).toEqual(await imageMetadata(bytes));
  expect(await headOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'))).toBe(0);
});

// A warm build takes each unchanged original's SHA-256 from the table and reads only its head.
test('an unchanged original is read by its head and known by its kept SHA-256; a changed one is read whole', async () => {
  const root = mkdtempSync(join(tmpdir(), 'known-pictures-'));
  const [look, table, other] = [join(root, 'look.jpg'), join(root, 'cache/known.json'), join(root, 'notes.txt')];
  copyFileSync(picture, look);
  writeFileSync(other, 'words');
  utimesSync(look, 1_700_000_000, 1_700_000_000);
  const whole = readFileSync(look);
  const first = knownPictures(table);
  expect(first.digest(look, whole)).toBe(sha256(whole));
  await first.save();

  const second = knownPictures(table);
  const readFile = second.readingHeads(fs.promises.readFile);
  const head = await readFile(pathToFileURL(look));
  expect(head.byteLength).toBe(await headOf(whole));
  expect(second.digest(look, head)).toBe(sha256(whole));
  expect(await readFile(pathToFileURL(look), 'latin1')).toHaveLength(whole.byteLength);
  expect(await readFile(pathToFileURL(other))).toEqual(Buffer.from('words'));

  // Rewritten (a new modification time): read and hashed whole.
  const edited = Buffer.concat([whole, Buffer.from('edit')]);
  writeFileSync(look, edited);
  utimesSync(look, 1_700_000_001, 1_700_000_001);
  const third = knownPictures(table);
  expect(await third.readingHeads(fs.promises.readFile)(pathToFileURL(look))).toEqual(edited);
  expect(third.digest(look, edited)).toBe(sha256(edited));
  // A head whose file changed since it was read is refused, not taken for the whole.
  expect(() => third.digest(look, head)).toThrow(`known-pictures: ${look} changed while the build read it`);
});

test('a picture modified since the build began is hashed whole and not kept', async () => {
  const root = mkdtempSync(join(tmpdir(), 'known-pictures-'));
  const [look, table] = [join(root, 'look.jpg'), join(root, 'known.json')];
  copyFileSync(picture, look);
  const racing = knownPictures(table, 1_000);
  expect(racing.digest(look, readFileSync(look))).toBe(sha256(readFileSync(look)));
  await racing.save();
  expect(readFileSync(table, 'utf8')).toBe('{}');
});

// Astro reads originals with fs.promises.readFile while Vite builds; heads are read only then (linked-pictures.ts).
test('originals are read by their heads while a build loads them, and whole after the last environment ends', async () => {
  const root = mkdtempSync(join(tmpdir(), 'known-pictures-'));
  const [look, table] = [join(root, 'look.jpg'), join(root, 'known.json')];
  copyFileSync(picture, look);
  utimesSync(look, 1_700_000_000, 1_700_000_000);
  const first = knownPictures(table);
  first.digest(look, readFileSync(look));
  await first.save();

  const readFile = fs.promises.readFile;
  const plugin = linkedOriginals(knownPictures(table)) as unknown as { buildStart: () => void; buildEnd: () => void };
  const size = async () => (await fs.promises.readFile(pathToFileURL(look))).byteLength;
  try {
    plugin.buildStart();
    plugin.buildStart();
    expect(await size()).toBe(16_384);
    plugin.buildEnd();
    expect(await size()).toBe(16_384);
    plugin.buildEnd();
    expect(await size()).toBe(statSync(look).size);
    expect(fs.promises.readFile).toBe(readFile);
  } finally {
    fs.promises.readFile = readFile;
  }
});
