// `node tests/bench/main-thread.mjs <dist>… -- <route>…`: what the main thread does on a page load, as
// Lighthouse mobile reads it (simulated slow 4G, CPU 4x slower): TBT, and the thread's time by kind (parse,
// style and layout, paint, script…), for each dist/ in turn, MAIN_THREAD_RUNS rounds (7), each run on a quiet
// CPU. Prints min / median / max per dist, route and figure; a dist/ is a built site, such as an archive copy.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/engines/chromium.ts';
import { serve } from './cdn-server.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';

const args = process.argv.slice(2);
const [dists, routes] = [args.slice(0, args.indexOf('--')), args.slice(args.indexOf('--') + 1)];
if (!dists.length || !routes.length) throw new Error('Usage: node tests/bench/main-thread.mjs <dist>… -- <route>…');
const runs = Number(process.env.MAIN_THREAD_RUNS ?? 7);

const servers = await Promise.all(dists.map((dist) => serve(dist, 0)));
const flags = ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'];
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
const samples = new Map(); // `dist route` → { figure: [ms…] }
try {
  for (let run = 0; run <= runs; run++)
    for (const [i, server] of servers.entries())
      for (const route of routes) {
        await waitForQuietCpu();
        const url = `https://127.0.0.1:${server.address().port}${route}`;
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        // The first round warms the browser and the server's compressed files: not counted.
        if (run === 0) continue;
        const groups = lhr.audits['mainthread-work-breakdown'].details.items.map((item) => [item.group, item.duration]);
        const figures = { tbt: lhr.audits['total-blocking-time'].numericValue, ...Object.fromEntries(groups) };
        const key = `${dists[i]} ${route}`;
        if (!samples.has(key)) samples.set(key, {});
        for (const [figure, ms] of Object.entries(figures)) (samples.get(key)[figure] ??= []).push(Math.round(ms));
      }
} finally {
  chrome.kill();
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
