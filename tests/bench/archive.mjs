// `npm run bench:archive`: a house with years of seasons, built in a copy of the site. It writes the archive
// (ARCHIVE_SEASONS seasons of ARCHIVE_LOOKS looks, 20 and 30 unless set: archive-fixture.mjs), then builds
// it cold (an empty picture cache), again with nothing changed, and again with one new season added. Each
// build's time, its peak memory, and the pages and picture files it wrote.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seasonAt, writeArchive, writeSeason } from './archive-fixture.mjs';

const root = new URL('../../', import.meta.url).pathname;
const seasons = Number(process.env.ARCHIVE_SEASONS ?? 20);
const looks = Number(process.env.ARCHIVE_LOOKS ?? 30);

/** A copy of the site whose node_modules/.astro, the picture cache, is its own and starts empty. */
function copyOfSite() {
  const copy = mkdtempSync(join(tmpdir(), 'archive-bench-'));
  for (const entry of ['src', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  mkdirSync(join(copy, 'node_modules/.astro'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (!entry.startsWith('.')) symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  return copy;
}

const count = (dir, pattern) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => pattern.test(file)).length;

/** One `astro build` of the copy: seconds, peak memory (GNU time's maximum resident size), files written. */
function build(copy, label) {
  const [started, report, dist] = [performance.now(), join(copy, 'time.txt'), join(copy, 'dist')];
  const astro = [process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'];
  execFileSync('/usr/bin/time', ['-f', '%M', '-o', report, ...astro], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const peak = Number(execFileSync('tail', ['-1', report], { encoding: 'utf8' })) / 1024 / 1024;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const [pages, pictures] = [count(dist, /\.html$/), count(dist, /\.(avif|webp|jpe?g|png)$/)];
  const row = { build: label, seconds: Number(seconds), 'peak GB': Number(peak.toFixed(2)), pages, pictures };
  console.log(JSON.stringify(row));
  return row;
}

const copy = copyOfSite();
try {
  const written = performance.now();
  await writeArchive(join(copy, 'content'), seasons, looks);
  console.log(`${seasons} seasons of ${looks} looks written in ${((performance.now() - written) / 1000).toFixed(0)} s`);
  const rows = [build(copy, 'cold'), build(copy, 'warm, nothing changed')];
  await writeSeason(join(copy, 'content'), seasonAt(-1), looks);
  rows.push(build(copy, `warm, one new season of ${looks} looks`));
  console.table(rows);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
