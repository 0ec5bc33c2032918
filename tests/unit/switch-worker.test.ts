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
/** The calls of one run, and what it printed. */
const run = async (time: number) => {
  expect(await worker.trigger(time)).toBe('200 ok');
  const calls = cloudflare.calls.slice(seen);
  seen = cloudflare.calls.length;
  return calls;
};
const summary = (calls: Call[]) => calls.map(({ method, path }) => `${method} ${path}`);

beforeAll(async () => {
  cloudflare = await startCloudflare('version-zephyr', 'version-before');
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

test('a run the minute before the show deploys nothing', async () => {
  expect(await run(show - minute)).toEqual([]);
});

test('at its minute, the version prepared for it is deployed to everyone, with the house’s token', async () => {
  const calls = await run(show + 20_000);
  expect(summary(calls)).toEqual([`GET ${deployments}`, `POST ${deployments}`]);
  expect(calls.every(({ authorization }) => authorization === 'Bearer the-house-token')).toBe(true);
  expect(calls[1]!.body).toEqual({
    strategy: 'percentage',
    versions: [{ version_id: 'version-zephyr', percentage: 100 }],
    annotations: { 'workers/message': 'Show day: zephyr-2099 at 2099-05-01T12:30:00.000Z' },
  });
});

test('a second run of that minute finds the version deployed and leaves it', async () => {
  expect(summary(await run(show))).toEqual([`GET ${deployments}`]);
});

test('after the minute, a check finds the season served and changes nothing', async () => {
  expect(summary(await run(show + minute))).toEqual([]);
  expect(summary(await run(show + 2 * minute))).toEqual(['GET /collections/zephyr-2099']);
});

test('a check that finds the season missing deploys the prepared version again and tells the house', async () => {
  cloudflare.replace('version-main-built-before');
  const calls = await run(show + 5 * minute);
  expect(summary(calls)).toEqual(['GET /collections/zephyr-2099', `POST ${deployments}`, 'POST /alert']);
  expect(calls[1]!.body).toMatchObject({ versions: [{ version_id: 'version-zephyr', percentage: 100 }] });
  expect(calls[2]!.body).toEqual({
    text: `Show day on cloudflare: ${plan.switches[0]!.page} is not served, though zephyr-2099 went live at 2099-05-01T12:30:00.000Z. Deployed again: version version-zephyr.`,
  });
  expect(summary(await run(show + 10 * minute))).toEqual(['GET /collections/zephyr-2099']);
});
