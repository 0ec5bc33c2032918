import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { applyMove, planMove } from '../../src/originals/move-to-bucket.ts';
import { bucketOf } from '../../src/site-model/picture-store.ts';
import { contentDir } from '../../src/site-model/content-folder.ts';
import { localBucket } from '../support/bucket.ts';

// `npm run pictures:move`: content/images/ into the bucket, every language's files rewritten, nothing lost.

let bucket: Awaited<ReturnType<typeof localBucket>>;
const folder = mkdtempSync(join(tmpdir(), 'move-'));
const content = join(folder, 'content');

beforeAll(async () => {
  bucket = await localBucket();
  cpSync(contentDir, content, { recursive: true, filter: (path) => !path.includes('/guide') });
});
afterAll(async () => {
  await bucket.close();
  rmSync(folder, { recursive: true, force: true });
});

test('a dry run lists each upload and each content file to rewrite, and changes nothing', () => {
  const before = readdirSync(join(content, 'images'));
  const plan = planMove(bucketOf(bucket.env)!, content);
  expect(plan.moves.map((move) => move.address)).toEqual(before.map((name) => bucket.url + name));
  expect(plan.rewrites.map(({ file }) => file.slice(content.length + 1)).sort()).toEqual([
    'collections/fall-winter-2025.yaml',
    'contact.yaml',
    'fr/collections/fall-winter-2025.yaml',
    'fr/contact.yaml',
  ]);
  expect(readdirSync(join(content, 'images'))).toEqual(before);
});

test('moving uploads every original, rewrites both languages, and removes the files only then', async () => {
  const english = readFileSync(join(content, 'collections/fall-winter-2025.yaml'), 'utf8');
  const plan = planMove(bucketOf(bucket.env)!, content);
  const lines: string[] = [];
  await applyMove(bucketOf(bucket.env)!, plan, bucket.env.PICTURES_SECRET_ACCESS_KEY, (line) => lines.push(line));
  for (const move of plan.moves) {
    const response = await fetch(move.address);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(contentDir, 'images', move.name)))).toBe(
      true,
    );
  }
  const moved = readFileSync(join(content, 'collections/fall-winter-2025.yaml'), 'utf8');
  expect(moved).toBe(english.replaceAll('/content/images/', bucket.url));
  expect(readFileSync(join(content, 'fr/contact.yaml'), 'utf8')).toContain(`${bucket.url}contact-jacket-detail.jpg`);
  expect(readdirSync(join(content, 'images'))).toEqual([]);
  expect(lines.at(-1)).toBe(`removed ${plan.moves.length} pictures from content/images/`);
});

test('a refused upload stops before any content file changes', async () => {
  const copy = join(folder, 'again');
  cpSync(contentDir, copy, { recursive: true, filter: (path) => !path.includes('/guide') });
  const plan = planMove(bucketOf(bucket.env)!, copy);
  await expect(applyMove(bucketOf(bucket.env)!, plan, 'wrong secret', () => undefined)).rejects.toThrow(
    /the bucket refused the upload \(403\)/,
  );
  expect(readFileSync(join(copy, 'contact.yaml'), 'utf8')).toContain('/content/images/');
  expect(existsSync(join(copy, 'images', plan.moves[0]!.name))).toBe(true);
});
