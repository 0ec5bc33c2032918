// npm run schedule:prepare -- <host>: each coming switch built for its minute and left on the host, ready, on every
// change to main (src/show-day/README.md). Run again, it prepares them again; a switch no longer planned is dropped.
//   cloudflare     uploads each as a version, not deployed, then deploys the switch Worker with the plan
//                  (wrangler's CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID); refused while preview URLs are on
//   nginx <site>   prepares main and each switch as a release of <site>, writes the plan beside them for the
//                  reconcile (show-day.timer), reconciles once and keeps only the releases still needed
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { prune, reconcileNginx, writePlan } from './nginx-host.ts';
import { switchPlan, versionTag } from './plan.ts';
import type { PlannedSwitch } from './reconcile.ts';
import { siteTime } from './site-time.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wrangler = join(root, 'node_modules/.bin/wrangler');
const release = join(root, 'src/show-day/nginx-release.sh');

/** Runs a program, its output shown unless `read`; stops at its first failure. */
function run(command: string, args: string[], { env = {}, read = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', read ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed (${result.status})`);
  return result.stdout ?? '';
}

/** A build for the instant `at` (ISO 8601, UTC): SITE_TIME to the second, as embargo-time.ts reads a time. */
const build = (at: string) => run('npm', ['run', 'build'], { env: { SITE_TIME: at.replace(/\.\d+Z$/, 'Z') } });

/**
 * Cloudflare serves every uploaded version at a preview URL while the Worker's Preview URLs are on ("If Preview URLs
 * have been enabled, they are public"), and `wrangler versions upload` does not apply wrangler.jsonc's setting.
 */
async function previewsOff(script: string, settings = process.env) {
  const { CLOUDFLARE_API_BASE_URL: api = 'https://api.cloudflare.com/client/v4', CLOUDFLARE_ACCOUNT_ID: account } =
    settings;
  const token = settings.CLOUDFLARE_API_TOKEN;
  if (!account || !token)
    throw new Error('schedule:prepare cloudflare needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID');
  const response = await fetch(`${api}/accounts/${account}/workers/scripts/${script}/subdomain`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`asking whether ${script}'s preview URLs are on answered ${response.status}`);
  const { result } = (await response.json()) as { result: { previews_enabled?: boolean } };
  if (result.previews_enabled !== false)
    throw new Error(
      `Preview URLs are on for the Worker "${script}" (previews_enabled): each prepared season would be public at its preview URL before its minute. Turn off Settings › Domains & Routes › Preview URLs in the dashboard, or deploy once with "preview_urls": false (wrangler.jsonc has it), then prepare again.`,
    );
}

async function cloudflare(switches: PlannedSwitch[], now: Date) {
  const { name: script } = unstable_readConfig({ config: join(root, 'wrangler.jsonc') });
  await previewsOff(script!);
  const outputs = mkdtempSync(join(tmpdir(), 'show-day-'));
  const prepared = switches
    .filter(({ at }) => Date.parse(at) > now.getTime())
    .map((each, index) => {
      build(each.at);
      const output = join(outputs, `${index}.ndjson`);
      const message = `Show day: ${each.slug} at ${each.at}`;
      run(wrangler, ['versions', 'upload', '--tag', versionTag(each.at), '--message', message], {
        env: { WRANGLER_OUTPUT_FILE_PATH: output },
      });
      const entries = readFileSync(output, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const version = entries.find(({ type }) => type === 'version-upload')?.version_id as string | undefined;
      if (!version) throw new Error(`wrangler versions upload named no version for ${each.slug}`);
      console.log(`Prepared: ${message}, version ${version}`);
      return { ...each, version };
    });
  rmSync(outputs, { recursive: true });
  const plan = JSON.stringify({ script, switches: prepared });
  run(wrangler, [
    'deploy',
    '-c',
    join(root, 'src/show-day/switch-worker/wrangler.jsonc'),
    '--var',
    `SHOW_DAY_PLAN:${plan}`,
  ]);
}

async function nginx(switches: PlannedSwitch[], site: string | undefined, now: Date) {
  if (!site?.startsWith('/'))
    throw new Error('nginx takes the site’s folder: npm run schedule:prepare -- nginx /srv/maison-verane');
  const prepare = (at: string) => {
    build(at);
    return run('sh', [release, 'prepare', join(root, 'dist'), site], { read: true }).trim();
  };
  const commit = run('git', ['rev-parse', 'HEAD'], { read: true }).trim();
  // main as it is now first, due at the minute begun: it holds every season passed, and goes live at this run's
  // reconcile (below), on the same clock as the plan.
  const begun = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const planned: PlannedSwitch[] = [{ at: begun, slug: 'main', page: '', version: prepare(now.toISOString()) }];
  for (const each of switches.filter(({ at }) => Date.parse(at) > now.getTime())) {
    planned.push({ ...each, version: prepare(each.at) });
    console.log(`Prepared: ${each.slug} at ${each.at}, ${planned.at(-1)!.version}`);
  }
  writePlan(site, { commit, switches: planned });
  await reconcileNginx(site, now.getTime());
  prune(site);
}

const [host, site] = process.argv.slice(2);
const now = siteTime();
if (host === 'cloudflare') await cloudflare(switchPlan(now), now);
else if (host === 'nginx') await nginx(switchPlan(now), site, now);
else throw new Error(`schedule:prepare takes cloudflare or nginx <site>, not "${host ?? ''}"`);
