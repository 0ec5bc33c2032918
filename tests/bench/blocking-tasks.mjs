// What a Total Blocking Time above 0 is made of, so that a miss names its cause: Lighthouse's own share of
// TBT per main-thread task (its TBTImpactTasks, on the same simulated slow phone as the metric).
import { Audit } from 'lighthouse/core/audits/audit.js';
import { TotalBlockingTime } from 'lighthouse/core/computed/metrics/total-blocking-time.js';
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { onThreadTime } from './thread-time.mjs';

/** TBT as Lighthouse simulates it, on the trace's tasks squeezed to the CPU time they used (thread-time.mjs). */
export async function threadTimeTbt(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const squeezed = { ...artifacts, Trace: onThreadTime(artifacts.Trace) };
  const { timing } = await TotalBlockingTime.request(Audit.makeMetricComputationDataInput(squeezed, context), context);
  return Math.round(timing);
}

/**
 * The top-level tasks that blocked, most first: their blocking time (simulated, as TBT counts it) split by
 * trace event (Layout, UpdateLayoutTree, ParseHTML, EvaluateScript…), largest first; where the task started
 * in the trace and how long it took there, in wall time and in CPU time (a task that waited for a busy
 * core has much more of the first), and the URL Lighthouse charges it to.
 * @returns {Promise<BlockingTask[]>}
 * @typedef {{ blocking: number, events: [string, number][], start: number, wall: number, cpu: number, url: string }} BlockingTask
 */
export async function blockingTasks(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const tasks = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
  // Impact tasks are copies of the trace's tasks, whose parent links they keep: group by top-level trace event.
  const tops = new Map();
  for (const task of tasks) {
    if (!(task.selfTbtImpact > 0)) continue;
    let top = task;
    while (top.parent) top = top.parent;
    if (!tops.has(top.event)) tops.set(top.event, { top, events: new Map() });
    const { events } = tops.get(top.event);
    events.set(task.event.name, (events.get(task.event.name) ?? 0) + task.selfTbtImpact);
  }
  return [...tops.values()]
    .map(({ top, events }) => ({
      blocking: Math.round([...events.values()].reduce((sum, ms) => sum + ms, 0)),
      events: [...events].map(([name, ms]) => [name, Math.round(ms)]).sort((a, b) => b[1] - a[1]),
      start: Math.round(top.startTime),
      wall: Math.round(top.duration),
      cpu: Math.round((top.event.tdur ?? 0) / 1000),
      url: top.attributableURLs.at(-1) ?? '',
    }))
    .filter((task) => task.blocking > 0)
    .sort((a, b) => b.blocking - a.blocking);
}
