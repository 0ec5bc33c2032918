// npm run schedule:prepare -- <host>: each coming switch built for its minute and left on the host, ready, on every
// change to main (src/show-day/README.md). Run again, it prepares them again; a switch no longer planned is dropped.
//   cloudflare     uploads each as a version, not deployed, then deploys the switch Worker with the plan
//                  (wrangler's CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)
//   nginx <site>   prepares each as a release of <site>, and arms a systemd timer for its switch and its check
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { switchPlan, versionTag } from './plan.ts';
import { siteTime } from './site-time.ts';
import { checksAfter, type PlannedSwitch } from './switching.ts';

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

const build = ({ at }: PlannedSwitch) => run('npm', ['run', 'build'], { env: { SITE_TIME: at } });

function cloudflare(switches: PlannedSwitch[]) {
  const { name: script } = unstable_readConfig({ config: join(root, 'wrangler.jsonc') });
  const outputs = mkdtempSync(join(tmpdir(), 'show-day-'));
  const prepared = switches.map((each, index) => {
    build(each);
    // Uploaded, not deployed: wrangler.jsonc turns preview URLs off, so no address serves it.
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

/** systemd's calendar form of an instant: `2099-05-01 12:30:00 UTC`. */
const calendar = (at: number) => `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function nginx(switches: PlannedSwitch[], site: string | undefined, now: Date) {
  if (!site?.startsWith('/'))
    throw new Error('nginx takes the site’s folder: npm run schedule:prepare -- nginx /srv/maison-verane');
  const settings = ['RELOAD', 'SHOW_DAY_ALERT_WEBHOOK'].flatMap((name) =>
    process.env[name] ? [`--setenv=${name}=${process.env[name]}`] : [],
  );
  const armed = new Set<string>();
  for (const each of switches) {
    const unit = versionTag(each.at);
    if (Date.parse(each.at) <= now.getTime()) {
      // Passed: its checks still to come keep the release they were armed with.
      for (const name of [unit, ...checksAfter.nginx.map((after) => `${unit}-check-${after}`)])
        armed.add(`${name}.timer`);
      continue;
    }
    build(each);
    const folder = run('sh', [release, 'prepare', join(root, 'dist'), site], { read: true }).trim();
    const timers: [string, number, string[]][] = [
      [unit, Date.parse(each.at), ['switch', folder, site]],
      ...checksAfter.nginx.map((after): [string, number, string[]] => [
        `${unit}-check-${after}`,
        Date.parse(each.at) + after * 60_000,
        ['check', folder, site, each.page],
      ]),
    ];
    for (const [name, at, args] of timers) {
      // The same minute prepared before: its timer gives way to this release's.
      spawnSync('systemctl', ['stop', `${name}.timer`], { stdio: 'ignore' });
      run('systemd-run', [
        `--unit=${name}`,
        `--on-calendar=${calendar(at)}`,
        '--timer-property=AccuracySec=1s',
        ...settings,
        'sh',
        release,
        ...args,
      ]);
      armed.add(`${name}.timer`);
    }
    console.log(`Prepared: ${each.slug} at ${each.at}, ${folder}`);
  }
  const listed = run('systemctl', ['list-timers', '--all', '--plain', '--no-legend', 'show-day-*'], { read: true });
  for (const timer of listed.match(/show-day-\S+\.timer/g) ?? [])
    if (!armed.has(timer)) run('systemctl', ['stop', timer]);
}

const [host, site] = process.argv.slice(2);
const now = siteTime();
if (host === 'cloudflare') cloudflare(switchPlan(now, 'cloudflare'));
else if (host === 'nginx') nginx(switchPlan(now, 'nginx'), site, now);
else throw new Error(`schedule:prepare takes cloudflare or nginx <site>, not "${host ?? ''}"`);
