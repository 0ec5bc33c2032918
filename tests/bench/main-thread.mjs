// `node tests/bench/main-thread.mjs <dist>… -- <route>…`: what the main thread does on a page load, as
// Lighthouse mobile reads it (simulated slow 4G, CPU 4x slower): TBT, TBT on thread time (thread-time.mjs:
// without the tasks' waits for a busy core), and the thread's time by kind (parse, style and layout, paint,
// script…), for each dist/ in turn, MAIN_THREAD_RUNS rounds (7), each run on a quiet CPU, in each browser of
// MAIN_THREAD_BROWSERS in turn (`shell`, the bench's; `shell,full` to compare with the full browser).
// Prints min / median / max per browser, dist, route and figure; a dist/ is a built site, such as an archive copy.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { threadTimeTbt } from './blocking-tasks.mjs';
import { lighthouseBrowsers } from '../support/engines/chromium.ts';
import { serve } from './cdn-server.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';

const args = process.argv.slice(2);
const [dists, routes] = [args.slice(0, args.indexOf('--')), args.slice(args.indexOf('--') + 1)];
if (!dists.length || !routes.length) throw new Error('Usage: node tests/bench/main-thread.mjs <dist>… -- <route>…');
const runs = Number(process.env.MAIN_THREAD_RUNS ?? 7);
const browsers = (process.env.MAIN_THREAD_BROWSERS ?? 'shell').split(',');
for (const name of browsers) if (!lighthouseBrowsers[name]) throw new Error(`No browser named ${name}: shell or full.`);

const servers = await Promise.all(dists.map((dist) => serve(dist, 0)));
const samples = new Map(); // `browser dist route` → { figure: [ms…] }
const measure = (port, url) => lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
try {
  for (let run = 0; run <= runs; run++)
    for (const name of browsers) {
      // A browser of its own for each round, so that one browser's idle work never lands in another's runs.
      const chrome = await chromeLauncher.launch(lighthouseBrowsers[name]);
      try {
        // A new browser's first load also pays for its start-up: not counted.
        await measure(chrome.port, `https://127.0.0.1:${servers[0].address().port}${routes[0]}`);
        for (const [i, server] of servers.entries())
          for (const route of routes) {
            await waitForQuietCpu();
            const { lhr, artifacts } = await measure(chrome.port, `https://127.0.0.1:${server.address().port}${route}`);
            // The first round warms the server's compressed files: not counted.
            if (run === 0) continue;
            const groups = lhr.audits['mainthread-work-breakdown'].details.items.map((item) => [
              item.group,
              item.duration,
            ]);
            const figures = {
              tbt: lhr.audits['total-blocking-time'].numericValue,
              'tbt on thread time': await threadTimeTbt(artifacts, lhr.configSettings),
              // Lighthouse's measure of the machine's pace: its 4x slowdown assumes 1,500–2,000 (docs/throttling.md).
              'benchmark index': lhr.environment.benchmarkIndex,
              ...Object.fromEntries(groups),
            };
            const key = `${name} ${dists[i]} ${route}`;
            if (!samples.has(key)) samples.set(key, {});
            for (const [figure, ms] of Object.entries(figures)) (samples.get(key)[figure] ??= []).push(Math.round(ms));
          }
      } finally {
        chrome.kill();
      }
    }
} finally {
  for (const server of servers) server.close();
}
const spread = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)}`;
};
for (const [key, figures] of samples) {
  console.log(`\n${key} (ms, min / median / max of ${runs})`);
  for (const [figure, values] of Object.entries(figures)) console.log(`  ${figure}: ${spread(values)}`);
}
