import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { slots } from '../../src/pictures/picture-slots.ts';
import { digests } from '../support/dist-digests.ts';

const root = new URL('../../', import.meta.url).pathname;

// A host or CDN can only cache what does not change: two builds of the same sources must be the same bytes.
// And a newcomer's first `npm start` prints no warning: this build says every one it has.
test('a second build, from an empty content store, gives dist/ byte for byte, and warns of nothing', async () => {
  const second = mkdtempSync(join(tmpdir(), 'dist-again-'));
  const cache = mkdtempSync(join(tmpdir(), 'astro-cache-'));
  try {
    // A cache of its own, but for the encoded pictures (named by what they hold): encoding them all again
    // costs a minute of two cores. The encoder's own determinism is the next test's.
    mkdirSync(join(root, 'node_modules/.astro/cuts'), { recursive: true });
    symlinkSync(join(root, 'node_modules/.astro/cuts'), join(cache, 'cuts'));
    const build = `import { build } from 'astro';
      await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(second)}, cacheDir: ${JSON.stringify(cache)}, logLevel: 'warn' });`;
    // As `astro build` runs it: in production mode, and not as part of Vitest.
    const env = { ...process.env, NODE_ENV: 'production', VITEST: '' };
    const printed = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build], {
      cwd: root,
      env,
    });
    expect(printed.stdout + printed.stderr, 'what the build printed').not.toMatch(/warn/i);
    const [first, again] = [digests(join(root, 'dist/')), digests(`${second}/`)];
    expect(first.size).toBeGreaterThan(20);
    const differ = [...new Set([...first.keys(), ...again.keys()])].filter((f) => first.get(f) !== again.get(f));
    expect(differ, 'files that differ between two clean builds').toEqual([]);
  } finally {
    rmSync(second, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
});

test('a picture encoded twice, as the build encodes the hero, gives the same bytes in each format', async () => {
  const hero = readFileSync(new URL('../../content/images/hero-atelier-portrait.jpg', import.meta.url));
  const encode = (format: 'avif' | 'webp') =>
    sharp(hero).resize({ width: 750 }).toFormat(format, { quality: slots.heroPortrait.quality[format] }).toBuffer();
  for (const format of ['avif', 'webp'] as const) expect(await encode(format), format).toEqual(await encode(format));
});
