// npm run bench: build times, then Lighthouse (phone and tablets on simulated slow 4G, and desktop), 3 runs each,
// on every route but the 404, against dist/ served as a CDN serves it (HTTPS, HTTP/2, Brotli; see
// tests/bench/cdn-server.mjs).
// On each first load it also counts the scripts and the look pages' zoom files fetched (targets: none).
// Prints medians (for TBT, scripts and zoom files: the worst run), writes tests/bench/results.json, and exits
// non-zero when a target is missed.
import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { agenticScore, audit, formFactors } from './lighthouse.mjs';
import { measureNavigation } from './navigation.mjs';
import { measureVisitor } from './visitor.mjs';
import {
  chromiumArgs,
  chromiumPath,
  fullChromiumLaunchOptions,
  lighthouseBrowser,
  lighthouseBrowsers,
} from '../support/engines/chromium.ts';
import { serve } from './cdn-server.mjs';
import { missedTargets, stretchNote } from './targets.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';
import { zoomFilesOf, zoomRequests } from './zoom-files.mjs';

const root = new URL('../../', import.meta.url);
// Every page in English and in French, and the first look's page in each (the other looks are built alike).
const english = [
  '/',
  '/privacy',
  '/legal',
  '/accessibility',
  '/site-map',
  '/coming-soon',
  '/collections/fall-winter-2025/look-01',
];
// BENCH_ROUTES=/accessibility,/fr/accessibility measures only those, as after a new page.
const routes = process.env.BENCH_ROUTES?.split(',') ?? [...english, ...english.map((route) => `/fr${route}`)];
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_FORMS=tablet,"tablet sideways" measures only those screens.
const forms = process.env.BENCH_FORMS?.split(',') ?? formFactors;

function timeBuild(label) {
  const start = performance.now();
  execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

rmSync(new URL('dist/', root), { recursive: true, force: true });
rmSync(new URL('node_modules/.astro/', root), { recursive: true, force: true });
const build = { clean: timeBuild('clean'), cached: timeBuild('cached') };

/** What the figures were measured on, for tests/bench/README.md. */
const machine = () => ({
  cpu: cpus()[0].model,
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  chromium: execSync(`${chromiumPath} --version`).toString().trim(),
  lighthouseBrowser: lighthouseBrowser.chromePath,
  date: new Date().toISOString().slice(0, 10),
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dist = new URL('dist/', root).pathname;
const server = await serve(dist, 0);
const flags = lighthouseBrowsers.full.chromeFlags;
const origin = `https://127.0.0.1:${server.address().port}`;
const results = [];
const chrome = await chromeLauncher.launch(lighthouseBrowser);
try {
  // A new browser's first page load also pays for the browser's own start-up; that run is not counted.
  await audit(`${origin}/`, chrome.port, 'mobile');
  for (const formFactor of forms) {
    for (const route of routes) {
      const samples = [];
      // Each run starts on a quiet CPU (quiet-cpu.mjs), and keeps how idle it found it.
      for (let i = 0; i < runs; i++) {
        const idle = await waitForQuietCpu();
        samples.push({ ...(await audit(`${origin}${route}`, chrome.port, formFactor)), idle });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const types = Object.keys(samples[0].bytes);
      // What no first load may fetch is judged on every run, not on the median: the most any run fetched.
      const zoom = zoomFilesOf(dist, route);
      // So is blocking time (targets.mjs): each run's TBT, and what blocked in the worst run.
      const worst = samples.reduce((a, b) => (b.tbt > a.tbt ? b : a));
      results.push({
        route,
        formFactor,
        performance: pick('performance'),
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbtRuns: samples.map((s) => Math.round(s.tbt)),
        tbtThreadTimeRuns: samples.map((s) => s.tbtThreadTime),
        blocking: worst.blocking,
        idleRuns: samples.map((s) => s.idle),
        cls: pick('cls'),
        requests: pick('requests'),
        bytes: Object.fromEntries(types.map((t) => [t, median(samples.map((s) => s.bytes[t] ?? 0))])),
        scripts: Math.max(...samples.map((s) => s.scripts)),
        zoomFiles: zoom.size,
        zoomRequests: Math.max(...samples.map((s) => zoomRequests(s.urls, zoom))),
      });
    }
  }
} finally {
  chrome.kill();
}
// WebMCP is behind a flag in Chromium 156 (without it Lighthouse marks the WebMCP audits "not applicable").
// The agentic pass gets its own browser, started after the speed runs: the flag never touches their figures
// and an idle second browser never competes with them for the CPU.
const agentChrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...flags, '--enable-experimental-web-platform-features', '--enable-features=WebMCP'],
});
try {
  for (const route of routes) {
    const agentic = await agenticScore(`${origin}${route}`, agentChrome.port);
    for (const result of results.filter((r) => r.route === route)) result.agentic = agentic;
  }
} finally {
  agentChrome.kill();
}
// Page changes on the throttled phone, last, in a browser of their own; then as a visitor's browser makes
// them, with no automation connection (visitor.mjs), from a copy of dist/ on a shaped server of its own.
let navigation;
try {
  navigation = await measureNavigation(origin, { ...fullChromiumLaunchOptions, args: flags.slice(1), runs });
} finally {
  server.close();
}
const visitor = await measureVisitor(dist, {
  executablePath: chromiumPath,
  args: chromiumArgs,
  runs: Math.max(runs, 5),
});

const kb = (n) => `${((n ?? 0) / 1024).toFixed(1)}`;
const rows = results.map((r) =>
  [
    r.formFactor,
    r.route,
    r.performance,
    r.agentic,
    `${(r.lcp / 1000).toFixed(2)} s`,
    `${(r.fcp / 1000).toFixed(2)} s`,
    `${Math.max(...r.tbtRuns)} ms`,
    r.cls.toFixed(3),
    kb(r.bytes.total),
    kb(r.bytes.document),
    kb(r.bytes.script),
    kb(r.bytes.image),
    kb(r.bytes.font),
    r.requests,
    `${r.zoomRequests} of ${r.zoomFiles}`,
  ].join(' | '),
);
const table = [
  '| form | route | perf | agents | LCP | FCP | TBT, worst run | CLS | total KB | html KB | js KB | img KB | font KB | requests | zoom files fetched |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row} |`),
].join('\n');
console.log(`\n${table}\n\nclean build ${build.clean.toFixed(1)} s, cached build ${build.cached.toFixed(1)} s`);
const ms = ({ min, median, max }) => `${Math.round(min)} / **${Math.round(median)}** / ${Math.round(max)} ms`;
console.log(
  `\n| page change, throttled phone (CDP) | after hover: min / median / max | tap, no hover | prefetch used | prerender refused |`,
);
console.log('| --- | --- | --- | --- | --- |');
for (const n of navigation)
  console.log(
    `| ${n.from} → ${n.to} | ${ms(n.hover)} | ${ms(n.tap)} | ${n.prefetchUsed ? 'yes' : 'no'} | ${n.prerenderRefusals.join(', ')} |`,
  );
console.log(
  '\n| page change, visitor (no CDP, shaped network, full CPU) | path | pointer | min / median / max | prerendered | delivery |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const v of visitor)
  console.log(
    `| ${v.from} → ${v.to} | ${v.path} | ${v.mode === 'hover' ? 'rests 1.5 s' : 'straight down'} | ${ms(v)} | ${v.prerendered} of ${v.samples.length} | ${v.deliveries.join(', ')} |`,
  );

const missed = missedTargets(results, build, navigation, visitor);
console.log(stretchNote(results));

// A run of some routes or screens only leaves the whole run's results as they are.
if (!process.env.BENCH_ROUTES && !process.env.BENCH_FORMS)
  writeFileSync(
    new URL('results.json', import.meta.url),
    `${JSON.stringify({ runs, machine: machine(), build, results, navigation, visitor, missed }, null, 2)}\n`,
  );
if (missed.length) {
  console.error(`\nTargets missed:\n- ${missed.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll targets met.');
