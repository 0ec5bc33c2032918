// Main-thread CPU (trace thread time) by event on pages of a served dist/, variants alternated.
import puppeteer from 'puppeteer-core';
import { serve } from './tests/bench/cdn-server.mjs';
const [dist, runs, ...routes] = process.argv.slice(2);
const server = await serve(dist, 0);
const origin = `https://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-gpu-compositing', '--in-process-gpu', '--ignore-certificate-errors'] });
const names = { UpdateLayoutTree: 'style', Layout: 'layout', ParseHTML: 'parse', Paint: 'paint', 'Decode Image': 'decode', ImageDecodeTask: 'decode', 'Decode LazyPixelRef': 'decode', PrePaint: 'prepaint', Layerize: 'layerize', EvaluateScript: 'script', FunctionCall: 'script', 'v8.compile': 'script' };
const totals = {};
try {
  for (let i = 0; i < Number(runs); i++)
    for (const route of routes) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(origin + route, { waitUntil: 'networkidle0' });
      await new Promise((r) => setTimeout(r, 500));
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
      await page.close();
      const events = trace.traceEvents;
      const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const main = mains.find((m) => events.some((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML')) ?? mains[0];
      const sums = {};
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !names[e.name]) continue;
        const k = names[e.name];
        sums[k] = (sums[k] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
      }
      const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask');
      sums.tasks = tasks.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
      sums.longest = Math.max(...tasks.map((e) => (e.tdur ?? 0) / 1000));
      (totals[route] ??= []).push(sums);
      console.log(route, JSON.stringify(Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Math.round(v)]))));
    }
} finally { await browser.close(); server.close(); }
for (const [route, list] of Object.entries(totals)) {
  const keys = Object.keys(list[0]);
  const med = (k) => { const v = list.map((s) => s[k] ?? 0).sort((a, b) => a - b); return Math.round(v[Math.floor(v.length / 2)]); };
  console.log('median', route, JSON.stringify(Object.fromEntries(keys.map((k) => [k, med(k)]))));
}
