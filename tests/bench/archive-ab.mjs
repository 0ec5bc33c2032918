// `node tests/bench/archive-ab.mjs <checkout A> <checkout B>`: the archive's builds of two checkouts of the site
// (each with its node_modules), interleaved on one machine: for each of ARCHIVE_RUNS rounds (3), A then B, each
// built cold, warm with nothing changed, and warm with a word of site.yaml changed. Both build the same archive
// (ARCHIVE_SEASONS seasons of ARCHIVE_LOOKS looks, archive-fixture.mjs). It prints each build's wall and CPU
// seconds and peak memory, then min / median / max of each, and B's medians as times A's.
// `--stores <checkout>`: one checkout, two archives: A with today's pictures in content/images/, B with camera-size
// originals in a local bucket (s3rver, 50 ms a request, tests/support/bucket.ts), as issue 69's targets compare.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { changeWords, moveToBucket, writeArchive } from './archive-fixture.mjs';
import { localBucket } from '../support/bucket.ts';

const [seasons, looks, runs] = ['SEASONS', 'LOOKS', 'RUNS'].map((n, i) =>
  Number(process.env[`ARCHIVE_${n}`] ?? [4, 30, 3][i]),
);
const stores = process.argv[2] === '--stores';
const checkouts = (stores ? [process.argv[3], process.argv[3]] : process.argv.slice(2, 4)).map((path) => resolve(path));
if (checkouts.length !== 2 || checkouts.some((path) => !path))
  throw new Error('Usage: node tests/bench/archive-ab.mjs <checkout A> <checkout B> | --stores <checkout>');
const bucket = stores ? await localBucket({ delayMs: 50 }) : undefined;

/** A copy of a checkout's site, its node_modules linked but its picture cache its own; its seasons from `content`. */
function copyOf(checkout, content) {
  const copy = mkdtempSync(join(tmpdir(), 'archive-ab-'));
  for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(checkout, entry), join(copy, entry), { recursive: true });
  cpSync(join(checkout, 'content'), join(copy, 'content'), { recursive: true });
  // The archive's seasons and pictures from `content`; the site's own words stay each checkout's, as its schemas read them.
  if (content)
    for (const folder of ['collections', 'fr/collections', 'images']) {
      rmSync(join(copy, 'content', folder), { recursive: true, force: true });
      cpSync(join(content, folder), join(copy, 'content', folder), { recursive: true });
    }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(checkout, 'node_modules')))
    if (!entry.startsWith('.')) symlinkSync(join(checkout, 'node_modules', entry), join(copy, 'node_modules', entry));
  return copy;
}

/** One `astro build`: wall seconds, CPU seconds (user and system) and peak memory, from GNU time. */
async function build(copy, label, env) {
  const report = join(copy, 'time.txt');
  const node = join(copy, 'node_modules/node/bin/node');
  // Not execFileSync: the bucket answers from this process while the build runs.
  await promisify(execFile)(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', '-o', report, node, 'node_modules/astro/bin/astro.mjs', 'build'],
    { cwd: copy, env: { ...process.env, ...env }, maxBuffer: 1 << 30 },
  );
  const [wall, user, system, kb] = readFileSync(report, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  const row = {
    build: label,
    seconds: wall,
    'CPU s': Number((user + system).toFixed(1)),
    'peak GB': Number((kb / 1024 / 1024).toFixed(2)),
  };
  console.log(JSON.stringify(row));
  return row;
}

const a = copyOf(checkouts[0]);
await writeArchive(join(a, 'content'), seasons, looks, { camera: false });
const b = copyOf(checkouts[1], stores ? undefined : join(a, 'content'));
if (stores) {
  await writeArchive(join(b, 'content'), seasons, looks, { camera: true });
  await moveToBucket(bucket, join(b, 'content'), join(checkouts[1], 'content/images'));
}
const rows = [];
try {
  for (let run = 1; run <= runs; run++)
    for (const [name, copy, env] of [
      ['A', a],
      ['B', b, bucket?.env],
    ]) {
      rmSync(join(copy, 'node_modules/.astro'), { recursive: true, force: true });
      rows.push({ side: name, kind: 'cold', ...(await build(copy, `${run} ${name}: cold`, env)) });
      rows.push({ side: name, kind: 'warm', ...(await build(copy, `${run} ${name}: warm, nothing changed`, env)) });
      changeWords(join(copy, 'content'), true);
      rows.push({ side: name, kind: 'word', ...(await build(copy, `${run} ${name}: warm, a word changed`, env)) });
      changeWords(join(copy, 'content'), false);
    }
} finally {
  for (const copy of [a, b]) rmSync(copy, { recursive: true, force: true });
  await bucket?.close();
}
const spread = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const summary = [];
for (const kind of ['cold', 'warm', 'word'])
  for (const key of ['seconds', 'CPU s', 'peak GB']) {
    const [sa, sb] = ['A', 'B'].map((side) =>
      spread(rows.filter((r) => r.side === side && r.kind === kind).map((r) => r[key])),
    );
    summary.push({
      build: kind,
      measure: key,
      A: `${sa.min} / ${sa.median} / ${sa.max}`,
      B: `${sb.min} / ${sb.median} / ${sb.max}`,
      'B ÷ A': Number((sb.median / sa.median).toFixed(3)),
    });
  }
console.table(summary);
