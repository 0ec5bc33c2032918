import { copyFileSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { originals } from '../../src/originals/originals.ts';
import { picturesDir } from '../../src/site-model/content-folder.ts';

// What a build knows of each original: read once, then kept by its version, so a warm build reads no picture.

const folder = mkdtempSync(join(tmpdir(), 'originals-'));
const table = join(folder, 'originals.json');
const file = join(folder, 'robe.jpg');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const settled = () => utimesSync(file, new Date(Date.now() - 5000), new Date(Date.now() - 5000));
const local = { kind: 'local' as const, name: 'robe.jpg', file };

test('an original is read once for its facts; the next build takes them from the table, reading nothing', async () => {
  copyFileSync(join(picturesDir, 'contact-jacket-detail.jpg'), file);
  settled();
  const first = originals(table);
  const facts = await first.facts(local, '"robe.jpg"');
  expect(facts).toMatchObject({ width: expect.any(Number), height: expect.any(Number), format: 'jpg' });
  expect(facts.version).toMatch(/^[0-9a-f]{32}$/);
  expect(facts.colour).toMatch(/^#[0-9a-f]{6}$/);
  first.save();

  const read = vi.spyOn(fs.promises, 'readFile');
  expect(await originals(table).facts(local, '"robe.jpg"')).toEqual(facts);
  expect(read).not.toHaveBeenCalled();
  read.mockRestore();
});

test('new bytes under the same name are a new version, with facts of their own', async () => {
  const before = await originals(table).facts(local, '"robe.jpg"');
  copyFileSync(join(picturesDir, 'hero-atelier.jpg'), file);
  settled();
  const after = await originals(table).facts(local, '"robe.jpg"');
  expect(after.version).not.toBe(before.version);
  expect(after.width).not.toBe(before.width);
});
