import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPlan } from '../../src/show-day/nginx-host.ts';
import { siteCopy } from '../support/build-copy.ts';
import { startWranglerApi } from '../support/switch-worker.ts';

// README's `npm run schedule:prepare`, run in a copy of the site (dist/ stays the one other tests read) holding a season
// under embargo. nginx: main and the season built as releases of a site folder, the plan beside them, main served.
// Cloudflare: the real wrangler against a stand-in of the API (CLOUDFLARE_API_BASE_URL): the season uploaded as a
// version tagged for its minute, not deployed, then the switch Worker deployed with the plan naming that version.

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const site = siteCopy();
const folder = mkdtempSync(join(tmpdir(), 'show-day-site-'));
const season = { at: '2099-05-01T12:30:00.000Z', slug: 'zephyr-2099' };

beforeAll(async () => {
  for (const lang of ['', 'fr/'])
    site.content.write(
      `${lang}collections/zephyr-2099.yaml`,
      (lang ? '' : 'embargo: 2099-05-01T14:30\n') +
        site.content
          .read(`${lang}collections/fall-winter-2025.yaml`)
          .replace(/^name: .*$/m, 'name: Zephyr 2099')
          .replace(/^date: .*$/m, 'date: 2099-03-04')
          .replace(/^ {4}formerly:\n(?: {6}- .*\n)+/gm, ''),
    );
  copyFileSync(join(root, 'wrangler.jsonc'), join(site.copy, 'wrangler.jsonc'));
  // The commit the nginx plan names: the copy is a checkout of its own.
  await run('git', ['init', '--quiet', site.copy]);
  await run(
    'git',
    [
      '-c',
      'user.name=the web team',
      '-c',
      'user.email=web@example.com',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'main',
    ],
    {
      cwd: site.copy,
    },
  );
});
afterAll(() => {
  site.remove();
  rmSync(folder, { recursive: true, force: true });
});

/** README's command in the copy, as a host runs it: Vitest's mode left out, so each build is a production one. */
const prepare = (args: string[], env: NodeJS.ProcessEnv) => {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL'].includes(name),
  );
  return run('npm', ['run', '--silent', 'schedule:prepare', '--', ...args], {
    cwd: site.copy,
    env: { ...Object.fromEntries(inherited), NODE_ENV: 'production', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
};

test('prepare nginx builds main and the season as releases, writes the plan, and serves main', async () => {
  await prepare(['nginx', folder], { RELOAD: 'true' });
  const { switches } = readPlan(folder);
  expect(switches.map(({ at, slug, page }) => ({ at, slug, page })).slice(1)).toEqual([
    { ...season, page: 'https://www.maison-verane.com/collections/zephyr-2099' },
  ]);
  const [main, zephyr] = switches.map(({ version }) => version!);
  expect(switches[0]!.slug).toBe('main');
  expect(readlinkSync(join(folder, 'dist'))).toBe(main);
  expect(existsSync(join(main!, 'collections/zephyr-2099.html'))).toBe(false);
  expect(existsSync(join(zephyr!, 'collections/zephyr-2099.html'))).toBe(true);
  expect(
    readdirSync(join(folder, 'releases'))
      .filter((name) => !name.includes('.'))
      .sort(),
  ).toEqual([main, zephyr].map((release) => release!.split('/').pop()).sort());
}, 300_000);

test('prepare cloudflare uploads the season as a version for its minute, not deployed, and gives the switch Worker the plan', async () => {
  const api = await startWranglerApi();
  try {
    await prepare(['cloudflare'], {
      CLOUDFLARE_API_BASE_URL: api.origin,
      CLOUDFLARE_ACCOUNT_ID: 'house-account',
      CLOUDFLARE_API_TOKEN: 'the-house-token',
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
    });
    const scripts = '/accounts/house-account/workers/scripts';
    const at = (method: string, path: string) =>
      api.calls.findIndex((call) => call.method === method && call.path === path);
    // Preview URLs asked about before anything is uploaded.
    expect(at('GET', `${scripts}/maison-verane/subdomain`)).toBe(0);
    const upload = api.calls[at('POST', `${scripts}/maison-verane/versions`)]!;
    expect(upload.body).toContain('"workers/tag":"show-day-20990501T1230Z"');
    const manifest = JSON.parse(api.calls[at('POST', `${scripts}/maison-verane/assets-upload-session`)]!.body);
    expect(Object.keys(manifest.manifest)).toContain('/collections/zephyr-2099.html');
    // Never deployed: only the switch Worker is.
    expect(api.calls.filter(({ path }) => path.endsWith('/deployments') && path.includes('/maison-verane/'))).toEqual(
      [],
    );
    const version = `version-${at('POST', `${scripts}/maison-verane/versions`) + 1}`;
    const worker = api.calls[at('POST', `${scripts}/maison-verane-show-day/versions`)]!.body;
    const plan = JSON.stringify({
      script: 'maison-verane',
      switches: [{ ...season, page: 'https://www.maison-verane.com/collections/zephyr-2099', version }],
    });
    expect(worker).toContain(JSON.stringify({ name: 'SHOW_DAY_PLAN', type: 'plain_text', text: plan }).slice(1, -1));
    expect(at('POST', `${scripts}/maison-verane-show-day/deployments`)).toBeGreaterThan(0);
    expect(api.calls[at('PUT', `${scripts}/maison-verane-show-day/schedules`)]!.body).toBe('[{"cron":"* * * * *"}]');
    for (const call of api.calls)
      expect(call.path, `${call.method} ${call.path}`).toMatch(/^\/accounts\/house-account\//);
  } finally {
    await api.stop();
  }
}, 300_000);
