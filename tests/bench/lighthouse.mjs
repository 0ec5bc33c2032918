// One Lighthouse run, reduced to the figures the bench reports.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { blockingTasks, threadTimeTbt } from './blocking-tasks.mjs';

/**
 * The screens the bench measures, each laid out its own way: Lighthouse's phone, the iPad upright
 * (768 × 1024, the tablet layout; the iPad Air's 820 px is laid out alike) and sideways (1024 × 768, the
 * wide layout with the wide hero, at 2x), both on the phone's slow 4G, and Lighthouse's desktop.
 */
export const formFactors = ['mobile', 'tablet', 'tablet sideways', 'desktop'];
const tablet = (width, height) => ({
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width, height, deviceScaleFactor: 2, disabled: false },
  },
});
const configs = { desktop: desktopConfig, tablet: tablet(768, 1024), 'tablet sideways': tablet(1024, 768) };

export async function audit(url, port, formFactor) {
  const config = configs[formFactor];
  const { lhr, artifacts } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = Object.fromEntries(resources.map((item) => [item.resourceType, item.transferSize]));
  const count = (type) => resources.find((item) => item.resourceType === type)?.requestCount ?? NaN;
  // Every address the first load fetched, for the zoom files (zoom-files.mjs).
  const urls = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes,
    requests: count('total'),
    scripts: count('script'),
    urls,
    // Which tasks made the TBT, when it is above 0 (blocking-tasks.mjs).
    blocking: numeric('total-blocking-time') > 0 ? await blockingTasks(artifacts, lhr.configSettings) : [],
    // The same TBT from the CPU the page's tasks used, without their waits for a busy core.
    tbtThreadTime: numeric('total-blocking-time') > 0 ? await threadTimeTbt(artifacts, lhr.configSettings) : 0,
  };
}

/** Lighthouse's agentic-browsing category (llms.txt, WebMCP tools, agent accessibility), run on its own. */
export async function agenticScore(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['agentic-browsing'],
  });
  return Math.round((lhr.categories['agentic-browsing']?.score ?? 0) * 100);
}
