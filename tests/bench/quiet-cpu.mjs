// Lighthouse's simulated phone multiplies each main-thread task's wall time (x4, x2 for a layout), so a run
// taken while other processes hold the CPU measures them too: the page's first style and layout
// waits on about 17 synchronous font look-ups from the browser process when the fonts are still in flight,
// and each waits for a free core. Before each run the bench waits for the CPU to be quiet, and says how
// quiet it found it. A run that still blocks is a miss all the same (targets.mjs).
import { readFileSync } from 'node:fs';

/** The share of all cores left idle between two readings of /proc/stat's first line, 0 to 1. */
export function idleShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

function reading() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((sum, t) => sum + t, 0) };
}

/**
 * Waits until the CPU was at least `minIdle` idle over `sampleMs`, for at most `maxWaitMs`.
 * @returns {Promise<number>} the idle share last seen, in percent (100 where /proc/stat is missing)
 */
export async function waitForQuietCpu({ minIdle = 0.9, sampleMs = 700, maxWaitMs = 30_000 } = {}) {
  let idle = 1;
  for (const start = Date.now(); Date.now() - start < maxWaitMs;) {
    let before;
    try {
      before = reading();
    } catch {
      return 100;
    }
    await new Promise((done) => setTimeout(done, sampleMs));
    idle = idleShare(before, reading());
    if (idle >= minIdle) break;
  }
  return Math.round(idle * 100);
}
