// The bench's targets: what a set of median results misses, in words. Empty when all are met.
// With the sharp campaign hero the home page's mobile LCP must stay within 1.1 s.
export const HOME_LCP_MS = 1100;
// A look's page, its main picture loaded at once with high priority, is held to the home page's 1.1 s.
export const LOOK_LCP_MS = HOME_LCP_MS;
// The home page and a look's page, in each language: /, /fr/; /collections/fall-winter-2025/look-01 and under /fr/.
const HOME_ROUTE = /^\/(\w\w\/)?$/;
const LOOK_ROUTE = /^\/(\w\w\/)?collections\/[\w-]+\/[\w-]+$/;
// The archive and a collection's page (npm run bench:archive: 20 seasons, 30 looks) are held to it too.
const LIST_ROUTE = /^\/(\w\w\/)?collections(\/[\w-]+)?$/;
// On the throttled phone, a page change shows its heading within 300 ms of the click, at
// the median of at least 5 runs, both after the pointer rested on the link and for a tap; the rules parse,
// the prefetch is used, and prerender is refused only because DevTools is attached (as it is to any
// CDP-driven bench). Without automation (visitor.mjs), a rested pointer gets a prerendered page.
export const CLICK_TO_HEADING_MS = 300;
// The stretch: a phone hero small enough for the first round trip (about 14 KB) paints by 0.95 s.
export const HOME_LCP_STRETCH_MS = 950;
// No page runs a script on load, so no load of any route may block the main thread for more than
// 10 ms. Judged on every run, not on the median: medians of 0 hid single runs of 19–59 ms that were real.
// No exception for a busy machine: the miss names the tasks, with their CPU and wall time, to read instead.
export const TBT_MS = 10;

export function missedTargets(results, build, navigation = [], visitor = []) {
  const missed = [];
  for (const r of results) {
    if (r.formFactor === 'mobile' && r.performance < 100)
      missed.push(`mobile performance ${r.performance} on ${r.route}`);
    if (r.agentic < 100) missed.push(`agentic browsing ${r.agentic} on ${r.route} (${r.formFactor})`);
    const tbt = Math.max(...r.tbtRuns);
    if (!(tbt <= TBT_MS))
      missed.push(
        `TBT ${tbt} ms on ${r.route} (${r.formFactor}), runs ${r.tbtRuns.join(', ')} ms (target ${TBT_MS} ms in every run${idleNote(r)}${threadTimeNote(r)}): ${describeBlocking(r.blocking)}`,
      );
    if (r.cls > 0) missed.push(`CLS ${r.cls} on ${r.route} (${r.formFactor})`);
    // No page fetches JavaScript before a visitor reaches for it, nor a zoom file before a picture is opened:
    // judged on the run that fetched the most.
    if (r.scripts > 0) missed.push(`${r.scripts} script(s) fetched on the first load of ${r.route} (${r.formFactor})`);
    if (r.zoomRequests > 0)
      missed.push(`${r.zoomRequests} zoom file(s) fetched on the first load of ${r.route} (${r.formFactor})`);
    // A look's page with no zoom file found in its HTML would pass the check above without testing anything.
    if (LOOK_ROUTE.test(r.route) && !(r.zoomFiles > 0)) missed.push(`no zoom file found in the HTML of ${r.route}`);
  }
  for (const r of results.filter((r) => r.formFactor === 'mobile')) {
    const limit =
      HOME_ROUTE.test(r.route) || LIST_ROUTE.test(r.route)
        ? HOME_LCP_MS
        : LOOK_ROUTE.test(r.route)
          ? LOOK_LCP_MS
          : Infinity;
    if (r.lcp > limit) missed.push(`mobile LCP ${r.lcp.toFixed(0)} ms on ${r.route} (target ${limit} ms)`);
  }
  for (const n of navigation) {
    const change = `${n.from} → ${n.to}`;
    for (const [mode, words] of Object.entries({ hover: 'after hover', tap: 'for a tap' }))
      if (n[mode].median > CLICK_TO_HEADING_MS)
        missed.push(
          `click to heading ${Math.round(n[mode].median)} ms ${words} (median), ${change} (target ${CLICK_TO_HEADING_MS} ms)`,
        );
    if (n.ruleErrors.length) missed.push(`speculation rules rejected on ${n.from}: ${n.ruleErrors.join(', ')}`);
    if (!n.prefetchUsed) missed.push(`prefetch not used at the click, ${change}`);
    const otherRefusals = n.prerenderRefusals.filter((reason) => reason !== 'PrerenderingDisabledByDevTools');
    if (otherRefusals.length) missed.push(`prerender refused for ${otherRefusals.join(', ')}, ${change}`);
  }
  for (const v of visitor.filter((v) => v.path === 'prerender' && v.mode === 'hover'))
    if (v.prerendered < v.samples.length)
      missed.push(`prerendered ${v.prerendered} of ${v.samples.length} visitor runs, ${v.from} → ${v.to}`);
  if (build.cached > 10) missed.push(`cached build ${build.cached.toFixed(1)} s (target 10 s)`);
  return missed;
}

const mobileHomeLcp = (results) => results.find((r) => r.formFactor === 'mobile' && r.route === '/')?.lcp;

/** Whether the home page also met the stretch target, in words (reported, not a failure); a run without it says so. */
export function stretchNote(results) {
  const lcp = mobileHomeLcp(results);
  if (lcp === undefined) return 'stretch: the home page was not measured in this run';
  return lcp <= HOME_LCP_STRETCH_MS
    ? `stretch met: mobile LCP ${lcp.toFixed(0)} ms on / (≤ ${HOME_LCP_STRETCH_MS} ms)`
    : `stretch not met: mobile LCP ${lcp.toFixed(0)} ms on / (stretch ${HOME_LCP_STRETCH_MS} ms)`;
}

/** How idle the CPU was before each run (quiet-cpu.mjs), where the bench recorded it. */
const idleNote = (r) => (r.idleRuns ? `, CPU ${r.idleRuns.join(', ')}% idle before them` : '');

/** The same runs' TBT on thread time (thread-time.mjs): what is left once no task waits for a core. */
const threadTimeNote = (r) => (r.tbtThreadTimeRuns ? `, on thread time ${r.tbtThreadTimeRuns.join(', ')} ms` : '');

/** The tasks that blocked (blocking-tasks.mjs) in words, most first, each with its three largest events. */
export function describeBlocking(tasks) {
  if (!tasks?.length) return 'no task named by Lighthouse';
  return tasks
    .slice(0, 3)
    .map(({ blocking, events, start, wall, cpu, url }) => {
      const what = events
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ');
      const where = url ? `, ${URL.canParse(url) ? new URL(url).pathname : url}` : '';
      return `${blocking} ms blocked by a task at ${start} ms (${wall} ms wall, ${cpu} ms CPU${where}): ${what}`;
    })
    .join('; ');
}
