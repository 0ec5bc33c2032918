// Click-to-heading time of in-site page changes on a throttled phone: 150 ms round trip,
// 1.6 Mbit/s down, CPU slowed 4x, through Chromium's CDP emulation. Once after the pointer rests 200 ms
// on the link (the speculation rules' "moderate" intent), once for a tap with no hover first. At least
// 5 runs of each, reported as min, median and max (targets.mjs judges the median).
// DevTools is attached, so Chromium refuses to prerender (PrerenderingDisabledByDevTools): this measures
// the prefetch path. The Preload domain shows the rules parse, the prefetch is used and why prerender is not.
import { chromium } from '@playwright/test';

// The link is the first visible one to `to`, or the one `link` selects: the first picture of the home page's
// gallery, below the hero, which leads to its look's page (and grows into the page's own picture: a shared
// view-transition name).
export const changes = [
  { from: '/', to: '/legal' },
  { from: '/legal', to: '/privacy' },
  { from: '/', to: '/coming-soon' },
  { from: '/', to: '/collections/fall-winter-2025/look-01', link: 'a:has(#look_look-01)' },
];

/**
 * The CSS selector of a change's link.
 * @param {{ to: string, link?: string }} change
 */
export const linkSelector = ({ to, link }) => link ?? `a[href="${to}"]`;

/** The slow link, as the bench's server shapes it (visitor.mjs) and as CDP emulates it (below). */
export const network = { latencyMs: 150, bytesPerSecond: 1.6e6 / 8 };
const emulated = { offline: false, latency: network.latencyMs, downloadThroughput: network.bytesPerSecond };
export const MIN_RUNS = 5;

/** Milliseconds from the pointer going down on the link to the new page's first paint of its heading. */
async function oneChange(browser, origin, change, mode) {
  const { from, to } = change;
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1.75,
    isMobile: mode === 'tap',
    hasTouch: mode === 'tap',
    ignoreHTTPSErrors: true,
  });
  // The old page is gone by the time the new one paints: the press time travels in sessionStorage.
  await context.addInitScript(() =>
    addEventListener(
      'pointerdown',
      (event) => sessionStorage.setItem('pressedAt', String(performance.timeOrigin + event.timeStamp)),
      true,
    ),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const preload = { ruleErrors: [], prefetch: [], prerender: [] };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSet.errorType && preload.ruleErrors.push(ruleSet.errorType));
  cdp.on('Preload.prefetchStatusUpdated', (e) => preload.prefetch.push({ url: e.prefetchUrl, status: e.status }));
  cdp.on('Preload.prerenderStatusUpdated', (e) => preload.prerender.push(e.prerenderStatus ?? e.status));
  await cdp.send('Preload.enable');
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...emulated, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' });
  const link = page.locator(`${linkSelector(change)}:visible`).first();
  await link.scrollIntoViewIfNeeded();
  if (mode === 'hover') {
    await link.hover();
    await page.waitForTimeout(200); // the visitor's pointer resting on the link, not a wait for the test
    await link.click();
  } else await link.tap();
  // No locator until the paint is read: Playwright's injected script would run on the new page's main
  // thread (36 ms of CPU at 4x in a trace) while it paints, which a visitor's browser never does.
  await page.waitForURL(`${origin}${to}`);
  const ms = await page.evaluate(async () => {
    const paint = await new Promise((resolve) =>
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry);
      }).observe({ type: 'paint', buffered: true }),
    );
    return performance.timeOrigin + paint.startTime - Number(sessionStorage.getItem('pressedAt'));
  });
  await page.locator('h1').waitFor(); // the page that painted is the one with the heading
  await context.close();
  return { ms, preload };
}

/** Min, median and max of a set of times, with the times themselves. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1), samples: values };
}

/** The spread of `runs` (at least 5) per page change and mode, with what the Preload domain reported on hover. */
export async function measureNavigation(origin, { executablePath, args, runs = MIN_RUNS }) {
  runs = Math.max(runs, MIN_RUNS);
  // With its back/forward cache, as a visitor's Chromium has it (Playwright turns it off by default): without
  // it the old page is torn down on the new page's critical path (Frame::Detach, 26 ms at 4x in a trace).
  const browser = await chromium.launch({ executablePath, args, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  const results = [];
  try {
    for (const change of changes) {
      const result = { ...change };
      for (const mode of ['hover', 'tap']) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await oneChange(browser, origin, change, mode));
        result[mode] = spread(samples.map((s) => s.ms));
        if (mode === 'hover') {
          const all = samples.map((s) => s.preload);
          result.ruleErrors = all.flatMap((p) => p.ruleErrors);
          result.prefetchUsed = all.every((p) =>
            p.prefetch.some((s) => s.url.endsWith(change.to) && s.status === 'Success'),
          );
          result.prerenderRefusals = [...new Set(all.flatMap((p) => p.prerender))];
        }
      }
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
