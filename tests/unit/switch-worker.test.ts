import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCloudflare, startSwitchWorker, type Call } from '../support/switch-worker.ts';
import type { CloudflarePlan } from '../../src/show-day/switch-worker/worker.ts';

// Cloudflare's switch Worker in workerd (wrangler dev), against a stand-in of the Workers Deployments API and of the
// live site. Each run's scheduledTime is set years ahead of the clock: a Worker that read its clock would do nothing.
const show = Date.parse('2099-05-01T12:30:00Z');
const minute = 60_000;
const plan: CloudflarePlan = {
  script: 'maison-verane',
  switches: [
    { at: '2099-05-01T12:30:00.000Z', slug: 'zephyr-2099', page: '', version: 'version-zephyr' },
    { at: '2099-09-30T18:00:00.000Z', slug: 'later-2099', page: '', version: 'version-later' },
  ],
};

let cloudflare: Awaited<ReturnType<typeof startCloudflare>>;
let worker: Awaited<ReturnType<typeof startSwitchWorker>>;
let seen = 0;
/** The calls of one run at `time`, the API's clock set to it. */
const run = async (time: number) => {
  cloudflare.clock.now = time;
  expect(await worker.trigger(time)).toBe('200 ok');
  const calls = cloudflare.calls.slice(seen);
  seen = cloudflare.calls.length;
  return calls;
};
const summary = (calls: Call[]) => calls.map(({ method, path }) => `${method} ${path}`);

beforeAll(async () => {
  cloudflare = await startCloudflare('version-before', {
    'version-zephyr': ['zephyr-2099'],
    'version-later': ['zephyr-2099', 'later-2099'],
  });
  for (const each of plan.switches) each.page = `${cloudflare.origin}/collections/${each.slug}`;
  worker = await startSwitchWorker({
    SHOW_DAY_PLAN: JSON.stringify(plan),
    CLOUDFLARE_API: cloudflare.origin,
    CLOUDFLARE_ACCOUNT_ID: 'house-account',
    CLOUDFLARE_API_TOKEN: 'the-house-token',
    SHOW_DAY_ALERT_WEBHOOK: `${cloudflare.origin}/alert`,
  });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await cloudflare?.stop();
});

const deployments = '/accounts/house-account/workers/scripts/maison-verane/deployments';
const page = '/collections/zephyr-2099';

test('a run the minute before the show asks nothing and deploys nothing', async () => {
  expect(await run(show - minute)).toEqual([]);
});

test('at its minute, the version prepared for it is deployed to everyone, with the house’s token', async () => {
  const calls = await run(show + 20_000);
  expect(summary(calls)).toEqual([`GET ${deployments}`, `GET ${page}`, `POST ${deployments}`]);
  expect(calls.every(({ authorization, path }) => path === page || authorization === 'Bearer the-house-token')).toBe(
    true,
  );
  expect(calls[2]!.body).toEqual({
    strategy: 'percentage',
    versions: [{ version_id: 'version-zephyr', percentage: 100 }],
    annotations: { 'workers/message': 'Show day: zephyr-2099 at 2099-05-01T12:30:00.000Z' },
  });
});

test('a second run of that minute, and each after, finds the version live and leaves it', async () => {
  expect(summary(await run(show))).toEqual([`GET ${deployments}`]);
  expect(summary(await run(show + minute))).toEqual([`GET ${deployments}`]);
});

test('a deploy of main built before the minute that landed after it is put right, and the house told', async () => {
  cloudflare.replace('version-main-built-before', show + 4 * minute);
  const calls = await run(show + 5 * minute);
  expect(summary(calls)).toEqual([`GET ${deployments}`, `GET ${page}`, `POST ${deployments}`]);
  expect(calls[2]!.body).toMatchObject({ versions: [{ version_id: 'version-zephyr', percentage: 100 }] });
  // The next minute's run tells the house it went live late, and how late.
  expect((await run(show + 6 * minute)).at(-1)).toEqual({
    method: 'POST',
    path: '/alert',
    authorization: undefined,
    body: {
      text: `Show day on cloudflare: ${cloudflare.origin}${page} is served now, 5 minutes after zephyr-2099's minute (2099-05-01T12:30:00.000Z).`,
    },
  });
});

test('a later deploy of main that holds the season stands', async () => {
  cloudflare.holders.set('version-main-after', ['zephyr-2099']);
  cloudflare.replace('version-main-after', show + 8 * minute);
  expect(summary(await run(show + 9 * minute))).toEqual([`GET ${deployments}`, `GET ${page}`]);
});

test('a deploy that keeps failing is told once, past two minutes, and retried every minute', async () => {
  const later = Date.parse(plan.switches[1]!.at);
  cloudflare.clock.failing = true;
  const runs = [];
  for (let after = 0; after < 5; after++) runs.push(summary(await run(later + after * minute)));
  expect(runs.map((calls) => calls.filter((call) => call === `POST ${deployments}`).length)).toEqual([1, 1, 1, 1, 1]);
  expect(runs.map((calls) => calls.includes('POST /alert'))).toEqual([false, false, false, true, false]);
  cloudflare.clock.failing = false;
});
