import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { due, minute, runOnce, switchMinute, type Live, type PlannedSwitch } from '../../src/show-day/reconcile.ts';

// Show day's reconcile driven through random plans, clocks, missed, repeated and failing runs, against a model host:
// each version holds the seasons whose instant is at or before the time it was built for.
const start = Date.parse('2099-05-01T12:00:00Z');

/** A host in memory: what is live, what was built for when, every call noted. */
function modelHost(switches: PlannedSwitch[], fails: (run: number) => boolean) {
  const builtFor = new Map(switches.map((each) => [each.version!, Date.parse(each.at)]));
  builtFor.set('main-before', start - minute);
  let live = { version: 'main-before', since: start - 10 * minute };
  const told: { run: number; text: string }[] = [];
  const made: { run: number; version: string }[] = [];
  let now = 0;
  const holds = (version: string, season: PlannedSwitch) => builtFor.get(version)! >= Date.parse(season.at);
  return {
    told,
    made,
    live: () => live,
    holds,
    /** Another deploy of `main`, built at `time` (so holding every season before it), made live then. */
    deployMain: (time: number) => {
      builtFor.set(`main-${time}`, time);
      live = { version: `main-${time}`, since: time };
    },
    port: (run: number) => {
      now = run;
      return {
        name: 'model',
        live: async (target: PlannedSwitch | undefined): Promise<Live> => ({
          ...live,
          served: target ? holds(live.version, target) : undefined,
        }),
        make: async (target: PlannedSwitch) => {
          if (fails(now)) throw new Error('the API did not answer');
          made.push({ run: now, version: target.version! });
          live = { version: target.version!, since: now };
          return true;
        },
        tell: async (text: string) => void told.push({ run: now, text }),
      };
    },
  };
}

/** Random plans: up to four seasons within three hours, each at any second; two may share a minute. */
const plans = fc.uniqueArray(fc.integer({ min: 1, max: 3 * 3600 }), { minLength: 1, maxLength: 4 }).map((seconds) =>
  seconds.map((second, n): PlannedSwitch => ({
    at: new Date(start + second * 1000).toISOString(),
    slug: `season-${n}`,
    page: `https://www.maison-verane.com/collections/season-${n}`,
    version: `version-${n}`,
  })),
);

/** Runs: each minute of four hours kept or missed (a tick, a reboot, an outage), each late by some seconds. */
const runs = fc
  .array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 50 })), { minLength: 240, maxLength: 240 })
  .map((minutes) => minutes.flatMap(([kept, late], n) => (kept ? [start + n * minute + late * 1000] : [])));

const failing = fc.array(fc.integer({ min: 0, max: 239 }), { maxLength: 30 }).map((down) => new Set(down));
const slotOf = (time: number) => Math.floor((time - start) / minute);

test('every run leaves live the latest switch whose minute has passed, never one before its minute', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await fc.assert(
    fc.asyncProperty(plans, runs, failing, async (plan, times, down) => {
      const host = modelHost(plan, (run) => down.has(slotOf(run)));
      for (const run of times) {
        await runOnce(plan, run, host.port(run));
        const live = host.live();
        // Never early: no season is live before its minute.
        for (const season of plan)
          if (host.holds(live.version, season)) expect(switchMinute(season.at)).toBeLessThanOrEqual(run);
        // Converged: unless this run's attempt failed, every season whose minute has passed is live.
        if (!down.has(slotOf(run)))
          for (const season of plan)
            if (switchMinute(season.at) <= run) expect(host.holds(live.version, season)).toBe(true);
        // Repeated (or concurrent with itself): a second run of the same moment makes nothing.
        const before = host.made.length;
        if (!down.has(slotOf(run))) await runOnce(plan, run, host.port(run));
        expect(host.made.length).toBe(before);
      }
    }),
    { numRuns: 300 },
  );
  vi.restoreAllMocks();
});

test('a later deploy of main that holds the season is left alone', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await fc.assert(
    fc.asyncProperty(plans, fc.integer({ min: 0, max: 200 }), async (plan, deployed) => {
      const host = modelHost(plan, () => false);
      const time = start + deployed * minute;
      for (let n = 0; n < 240; n++) {
        const run = start + n * minute;
        if (run === time) host.deployMain(time);
        await runOnce(plan, run, host.port(run));
        const target = due(plan, run);
        // After the later deploy, the reconcile deploys again only a season that deploy does not hold.
        if (run >= time && target && host.holds(`main-${time}`, target))
          expect(host.made.filter(({ run: at }) => at >= time)).toEqual([]);
      }
    }),
    { numRuns: 200 },
  );
  vi.restoreAllMocks();
});

test('the house is told once when a switch is more than two minutes late, and once when it is put right', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await fc.assert(
    fc.asyncProperty(plans, runs, failing, async (plan, times, down) => {
      const host = modelHost(plan, (run) => down.has(slotOf(run)));
      for (const run of times) await runOnce(plan, run, host.port(run));
      for (const season of plan) {
        const lines = host.told.filter(({ text }) => text.includes(`${season.slug}'s minute`));
        const late = lines.filter(({ text }) => text.includes('still not served'));
        const right = lines.filter(({ text }) => text.includes('served now'));
        expect(late.length).toBeLessThanOrEqual(1);
        expect(right.length).toBeLessThanOrEqual(1);
        // Told late only when it was: its minute more than two minutes past, the season not live.
        for (const { run } of late) expect(run - switchMinute(season.at)).toBeGreaterThan(2 * minute);
        // Its version made live by a run more than two minutes late: told by the next minute's run, if it ran and
        // no later season was due by then.
        const fixed = host.made.find(({ version }) => version === season.version);
        const next = fixed && times.find((run) => slotOf(run) === slotOf(fixed.run) + 1);
        if (fixed && next && fixed.run - switchMinute(season.at) > 2 * minute && due(plan, next) === season)
          expect(right.length).toBe(1);
      }
    }),
    { numRuns: 300 },
  );
  vi.restoreAllMocks();
});

test('with a run every minute, a switch that stays missing is told late exactly once', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await fc.assert(
    fc.asyncProperty(plans, fc.integer({ min: 4, max: 60 }), async (plan, outage) => {
      const first = plan.reduce((a, b) => (switchMinute(a.at) <= switchMinute(b.at) ? a : b));
      const from = slotOf(switchMinute(first.at));
      // Every attempt fails from the first switch's minute for `outage` minutes; only the first season is due then.
      const lone = [first];
      const host = modelHost(lone, (run) => slotOf(run) >= from && slotOf(run) < from + outage);
      // On until a few minutes after the outage: the run after the one that made it live says so.
      for (let n = 0; n < from + outage + 5; n++)
        await runOnce(lone, start + n * minute, host.port(start + n * minute));
      expect(host.told.map(({ text }) => text.split(',')[0])).toEqual([
        `Show day on model: ${first.page} is still not served`,
        `Show day on model: ${first.page} is served now`,
      ]);
    }),
    { numRuns: 100 },
  );
  vi.restoreAllMocks();
});
