// `node tests/bench/page-trace.mjs <dist>… -- <route>…`: Chromium's own trace of page loads, a 412×823 phone at
// 1.75x, unthrottled, for each dist/ in turn, PAGE_TRACE_RUNS rounds (7), each on a quiet CPU. It prints, per
// dist and route, the main thread's CPU time by trace event (its own time, not its children's), median, and
// each load's longest layout: its wall and CPU time and what it waited on (the browser's font look-ups).
// Lighthouse multiplies a task's wall time; a layout whose wall time is far above its CPU time was waiting.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/engines/chromium.ts';
import { serve } from './cdn-server.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';

const args = process.argv.slice(2);
const [dists, routes] = [args.slice(0, args.indexOf('--')), args.slice(args.indexOf('--') + 1)];
if (!dists.length || !routes.length) throw new Error('Usage: node tests/bench/page-trace.mjs <dist>… -- <route>…');
const runs = Number(process.env.PAGE_TRACE_RUNS ?? 7);
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'fonts'];

/** The renderer's main thread: the one that parsed the page. */
function mainThread(events) {
  const parse = events.find((event) => event.name === 'ParseHTML');
  return events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
}

/** Each event name's own CPU time in ms: its time less that of the events nested in it. */
function selfTimes(events) {
  const [own, open] = [new Map(), []];
  for (const event of events.toSorted((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const ms = (event.tdur ?? event.dur) / 1000;
    own.set(event.name, (own.get(event.name) ?? 0) + ms);
    if (open.length) own.set(open.at(-1).name, own.get(open.at(-1).name) - ms);
    open.push(event);
  }
  return own;
}

/** The longest layout: wall and CPU ms, and the font look-ups inside it (count, wall ms) by name. */
function longestLayout(events) {
  const layout = events.filter((event) => event.name === 'Layout').sort((a, b) => b.dur - a.dur)[0];
  const waits = new Map();
  for (const event of events)
    if (event.cat.includes('fonts') && event.ts >= layout.ts && event.ts + event.dur <= layout.ts + layout.dur) {
      const [count, ms] = waits.get(event.name) ?? [0, 0];
      waits.set(event.name, [count + 1, ms + event.dur / 1000]);
    }
  return { wall: layout.dur / 1000, cpu: (layout.tdur ?? 0) / 1000, waits };
}

const servers = await Promise.all(dists.map((dist) => serve(dist, 0)));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const loads = new Map(); // `dist route` → [{ own, layout }…]
try {
  for (let run = 0; run <= runs; run++)
    for (const [i, server] of servers.entries())
      for (const route of routes) {
        await waitForQuietCpu();
        const phone = { width: 412, height: 823 };
        const device = { viewport: phone, deviceScaleFactor: 1.75, isMobile: true, ignoreHTTPSErrors: true };
        const context = await browser.newContext(device);
        const page = await context.newPage();
        await browser.startTracing(page, { categories });
        await page.goto(`https://127.0.0.1:${server.address().port}${route}`, { waitUntil: 'load' });
        // Lazy pictures near the screen and the cards' own layout come after the load event.
        await page.waitForTimeout(1500);
        const events = mainThread(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
        await context.close();
        // The first round warms the browser and the server's compressed files: not counted.
        if (run === 0) continue;
        const key = `${dists[i]} ${route}`;
        loads.set(key, [...(loads.get(key) ?? []), { own: selfTimes(events), layout: longestLayout(events) }]);
      }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => Math.round(value);
for (const [key, list] of loads) {
  console.log(`\n${key}: the main thread's own CPU time, ms, median of ${runs}`);
  const names = new Set(list.flatMap(({ own }) => [...own.keys()]));
  const times = [...names].map((name) => [name, median(list.map(({ own }) => own.get(name) ?? 0))]);
  for (const [name, value] of times.sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${name}: ${ms(value)}`);
  console.log('  the longest layout of each load, wall / CPU ms, and its font look-ups (count, wall ms):');
  for (const { layout } of list) {
    const waits = [...layout.waits].map(([name, [count, wall]]) => `${name} ×${count} ${ms(wall)}`);
    console.log(`    ${ms(layout.wall)} / ${ms(layout.cpu)}${waits.length ? `: ${waits.join(', ')}` : ''}`);
  }
}
