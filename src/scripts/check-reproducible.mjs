// Two clean builds must give byte-identical dist/ folders. Builds once more into a temporary folder
// (with Astro's caches cleared) and compares every file with dist/ from the build before.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const digests = (dir) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [file.slice(dir.length), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );

const second = mkdtempSync(join(tmpdir(), 'dist-again-'));
rmSync(join(root, 'node_modules/.astro'), { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', second], {
  cwd: root,
  stdio: 'ignore',
});
const [a, b] = [digests(join(root, 'dist/')), digests(`${second}/`)];
const differ = [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file));
rmSync(second, { recursive: true, force: true });
if (differ.length) {
  console.error(
    `Not reproducible: ${differ.length} of ${a.size} files differ between two clean builds:\n  ${differ.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Reproducible: two clean builds gave the same ${a.size} files, byte for byte.`);
