// `npm run bench:archive`: a house with years of seasons, built in a copy of the site. It writes the archive
// (ARCHIVE_SEASONS seasons of ARCHIVE_LOOKS looks, 20 and 30 unless set: archive-fixture.mjs), then, ARCHIVE_RUNS
// times (3), builds it cold (an empty picture cache), again with nothing changed, with a word changed, and with
// one new season added: each build's time, peak memory, pages and picture files. Last, Lighthouse on the archive
// page and a 30-look collection's page, against the home page's targets (targets.mjs). ARCHIVE_ORIGINALS=camera
// writes the originals at a camera's size; ARCHIVE_STORE=bucket moves them into a local S3 bucket (s3rver, 50 ms
// a request) as `npm run pictures:move` does, and builds from there.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { bytesUnder, changeWords, moveToBucket, seasonAt, writeArchive, writeSeason } from './archive-fixture.mjs';
import { serve } from './cdn-server.mjs';
import { audit } from './lighthouse.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';
import { missedTargets } from './targets.mjs';
import { lighthouseBrowser } from '../support/engines/chromium.ts';
import { localBucket } from '../support/bucket.ts';

const root = new URL('../../', import.meta.url).pathname;
const exec = promisify(execFile);
const [seasons, looks, runs] = ['SEASONS', 'LOOKS', 'RUNS'].map((n, i) =>
  Number(process.env[`ARCHIVE_${n}`] ?? [20, 30, 3][i]),
);
// ARCHIVE_LIGHTHOUSE=0 times the builds only (an A/B of builds); ARCHIVE_LOGS=<folder> keeps each build's output.
const [lighthouse, logs] = [process.env.ARCHIVE_LIGHTHOUSE !== '0', process.env.ARCHIVE_LOGS];
const bucket = process.env.ARCHIVE_STORE === 'bucket' ? await localBucket({ delayMs: 50 }) : undefined;

/** With a bucket, the archive's pictures moved there, content naming them by address; today's stay, to derive from. */
const toBucket = (content) => moveToBucket(bucket, content, join(root, 'content/images'));

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
async function build(copy, label) {
  const [started, report, dist] = [performance.now(), join(copy, 'time.txt'), join(copy, 'dist')];
  const astro = [process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'];
  const downloaded = bucket?.served.bytes ?? 0;
  // Not execFileSync: the bucket answers from this process while the build runs.
  const { stdout: output } = await exec('/usr/bin/time', ['-f', '%M', '-o', report, ...astro], {
    cwd: copy,
    env: { ...process.env, ...bucket?.env },
    maxBuffer: 1 << 30,
  });
  if (logs) writeFileSync(join(logs, `${label.replace(/\W+/g, '-')}.log`), output);
  const peak = Number(execFileSync('tail', ['-1', report], { encoding: 'utf8' })) / 1024 / 1024;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const [pages, pictures] = [count(dist, /\.html$/), count(dist, /\.(avif|webp|jpe?g|png)$/)];
  const row = { build: label, seconds: Number(seconds), 'peak GB': Number(peak.toFixed(2)), pages, pictures };
  if (label.endsWith('cold')) row['repository bytes a season'] = seasonBytes;
  if (bucket) row['MB downloaded'] = Math.round((bucket.served.bytes - downloaded) / 1e6);
  console.log(JSON.stringify(row));
  return row;
}

const copy = copyOfSite();
const content = join(copy, 'content');
let seasonBytes = 0;
try {
  const written = performance.now();
  await writeArchive(content, seasons - 1, looks);
  await toBucket(content);
  // The archive's last season, measured: the bytes it adds under content/, in git.
  const before = bytesUnder(content);
  await writeSeason(content, seasonAt(seasons - 1), looks);
  await toBucket(content);
  seasonBytes = bytesUnder(content) - before;
  console.log(`${seasons} seasons of ${looks} looks written in ${((performance.now() - written) / 1000).toFixed(0)} s`);
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    rmSync(join(copy, 'node_modules/.astro'), { recursive: true, force: true });
    rows.push(await build(copy, `${run}: cold`), await build(copy, `${run}: warm, nothing changed`));
    changeWords(content, true);
    rows.push(await build(copy, `${run}: warm, a word changed`));
    changeWords(content, false);
    // The season after the archive's newest: spring-summer-2025, with pictures of new bytes each run.
    const season = seasonAt(-1);
    await writeSeason(content, season, looks);
    await toBucket(content);
    rows.push(await build(copy, `${run}: warm, one new season of ${looks} looks`));
    for (const folder of ['collections', 'fr/collections']) rmSync(join(content, folder, `${season.slug}.yaml`));
  }
  console.table(rows);
  if (lighthouse) await benchPages(join(copy, 'dist'), [`/collections`, `/collections/${seasonAt(0).slug}`]);
} finally {
  rmSync(copy, { recursive: true, force: true });
  await bucket?.close();
}

/** Lighthouse 3 times per page and form factor, as `npm run bench` runs it; exits non-zero on a missed target. */
async function benchPages(dist, routes) {
  const server = await serve(dist, 0);
  const origin = `https://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch(lighthouseBrowser);
  const results = [];
  try {
    await audit(`${origin}/`, chrome.port, 'mobile');
    for (const formFactor of ['mobile', 'desktop'])
      for (const route of routes) {
        const samples = [];
        for (let i = 0; i < 3; i++)
          samples.push(await waitForQuietCpu().then(() => audit(origin + route, chrome.port, formFactor)));
        const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[1];
        const [lcp, cls, performance, requests] = ['lcp', 'cls', 'performance', 'requests'].map(median);
        const [tbtRuns, scripts] = [samples.map((s) => Math.round(s.tbt)), Math.max(...samples.map((s) => s.scripts))];
        const tbtThreadTimeRuns = samples.map((s) => s.tbtThreadTime);
        const imageKB = (samples.map((s) => s.bytes.image ?? 0).sort((a, b) => a - b)[1] / 1024).toFixed(1);
        results.push({ route, formFactor, performance, lcp, cls, tbtRuns, tbtThreadTimeRuns, scripts });
        console.log(
          `${formFactor} ${route}: performance ${performance}, LCP ${lcp.toFixed(0)} ms, TBT ${tbtRuns.join(' / ')} ms (on thread time ${tbtThreadTimeRuns.join(' / ')}), CLS ${cls}, ${requests} requests, ${imageKB} KB of pictures`,
        );
      }
  } finally {
    chrome.kill();
    server.close();
  }
  const missed = missedTargets(results, {});
  if (missed.length) {
    console.error(`Targets missed:\n- ${missed.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('The archive and a 30-look collection meet the home page’s targets.');
}
