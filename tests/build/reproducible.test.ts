import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

const digests = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [file.slice(dir.length), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );

// A host or CDN can only cache what does not change: two builds of the same sources must be the same bytes.
test('a second clean build gives dist/ byte for byte', async () => {
  const second = mkdtempSync(join(tmpdir(), 'dist-again-'));
  const cache = mkdtempSync(join(tmpdir(), 'astro-cache-'));
  try {
    // With an empty cache of its own, so that every image is encoded afresh.
    const build = `import { build } from 'astro';
      await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(second)}, cacheDir: ${JSON.stringify(cache)}, logLevel: 'error' });`;
    // As `astro build` runs it: in production mode, and not as part of Vitest.
    const env = { ...process.env, NODE_ENV: 'production', VITEST: '' };
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build], { cwd: root, env });
    const [first, again] = [digests(join(root, 'dist/')), digests(`${second}/`)];
    expect(first.size).toBeGreaterThan(20);
    const differ = [...new Set([...first.keys(), ...again.keys()])].filter((f) => first.get(f) !== again.get(f));
    expect(differ, 'files that differ between two clean builds').toEqual([]);
  } finally {
    rmSync(second, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
});
