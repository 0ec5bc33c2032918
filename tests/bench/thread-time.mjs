// Lighthouse's simulated phone multiplies each task's wall time, so time a task spent waiting for a core
// (or for the browser process) counts as the page's work. On a trace squeezed to thread time, the same
// simulation measures only the CPU the page's own tasks used.
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/**
 * A copy of a Chromium trace where each top-level task lasts as long as its thread's CPU time (`tdur`), and
 * the events inside it shrink with it, each thread's later tasks untouched.
 * @param {{ traceEvents: Array<{ ph: string, name: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }> }} trace
 */
export function onThreadTime(trace) {
  const traceEvents = trace.traceEvents.map((event) => ({ ...event }));
  const threads = new Map();
  for (const event of traceEvents.filter((e) => e.ph === 'X')) {
    const thread = `${event.pid}:${event.tid}`;
    if (!threads.has(thread)) threads.set(thread, []);
    threads.get(thread).push(event);
  }
  for (const events of threads.values()) {
    let [start, end, ratio] = [0, -Infinity, 1];
    for (const event of events.toSorted((a, b) => a.ts - b.ts)) {
      if (event.ts >= end && TASK_NAMES.has(event.name)) {
        [start, end] = [event.ts, event.ts + event.dur];
        ratio = event.tdur > 0 && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1;
      }
      if (event.ts >= end) continue;
      event.ts = start + (event.ts - start) * ratio;
      event.dur *= ratio;
    }
  }
  return { ...trace, traceEvents };
}
