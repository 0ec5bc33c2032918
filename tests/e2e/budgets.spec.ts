import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Byte budgets on the built site: deterministic, so they are tests (timings live in the bench).
const dist = new URL('../../dist/', import.meta.url);
const gzip = (path: string) => gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length;

test('all island JavaScript together is at most 75 KB gzip', async ({}, info) => {
  test.skip(info.project.name !== 'desktop', 'reads dist/ once');
  const scripts = readdirSync(new URL('_astro/', dist)).filter((file) => file.endsWith('.js'));
  const total = scripts.reduce((sum, file) => sum + gzip(`_astro/${file}`), 0);
  console.log(`island JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(75 * 1024);
});
