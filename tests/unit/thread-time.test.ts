import { expect, test } from 'vitest';
import { onThreadTime } from '../bench/thread-time.mjs';

// The bench's TBT on thread time (tests/bench/thread-time.mjs): a task that waited for a core shrinks to the
// CPU it used, with what ran inside it; other threads and later tasks keep their own times.
const event = (name: string, ts: number, dur: number, tdur?: number, tid = 1) => ({
  ph: 'X',
  name,
  pid: 7,
  tid,
  ts,
  dur,
  tdur,
});

test('a task and its events shrink to its thread time', () => {
  const trace = {
    traceEvents: [
      event('RunTask', 1000, 100, 25),
      event('Layout', 1040, 40),
      event('RunTask', 1200, 10, 10),
      event('RunTask', 1000, 100, 50, 2),
      { ph: 'M', name: 'thread_name', pid: 7, tid: 1, ts: 0, dur: undefined },
    ],
  };
  const squeezed = onThreadTime(trace).traceEvents;
  expect(squeezed.map(({ ts, dur }) => [ts, dur])).toEqual([
    [1000, 25],
    [1010, 10],
    [1200, 10],
    [1000, 50],
    [0, undefined],
  ]);
  expect(trace.traceEvents[0]).toEqual(event('RunTask', 1000, 100, 25));
});

test('a task without a thread time, or using more CPU than wall time, keeps its length', () => {
  const squeezed = onThreadTime({ traceEvents: [event('RunTask', 0, 30), event('RunTask', 50, 10, 12)] });
  expect(squeezed.traceEvents.map(({ dur }) => dur)).toEqual([30, 10]);
});
