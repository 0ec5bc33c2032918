// The bench's targets (issue 4): what a set of median results misses, in words. Empty when all are met.
export function missedTargets(results, build) {
  const missed = [];
  for (const r of results) {
    if (r.formFactor === 'mobile' && r.performance < 100)
      missed.push(`mobile performance ${r.performance} on ${r.route}`);
    if (r.agentic < 100) missed.push(`agentic browsing ${r.agentic} on ${r.route} (${r.formFactor})`);
    // Lighthouse reports TBT in whole milliseconds; its medians can carry float noise such as 1e-13.
    if (Math.round(r.tbt) > 0) missed.push(`TBT ${Math.round(r.tbt)} ms on ${r.route} (${r.formFactor})`);
    if (r.cls > 0) missed.push(`CLS ${r.cls} on ${r.route} (${r.formFactor})`);
  }
  const homeLcp = results.find((r) => r.formFactor === 'mobile' && r.route === '/').lcp;
  if (homeLcp > 1000) missed.push(`mobile LCP ${homeLcp.toFixed(0)} ms on / (target 1000 ms)`);
  if (build.cached > 10) missed.push(`cached build ${build.cached.toFixed(1)} s (target 10 s)`);
  return missed;
}
