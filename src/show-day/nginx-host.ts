// Show day on an nginx server (src/show-day/README.md): the plan on disk, the release `<site>/dist` links to, and the
// releases kept. Node's own modules only: the reconcile runs every minute, even while `npm install` runs.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnce, tell, type HostPort, type PlannedSwitch } from './reconcile.ts';

const release = fileURLToPath(new URL('nginx-release.sh', import.meta.url));

/** The plan the prepare job leaves beside the releases: the commit it was made from, and each release's minute. */
export interface NginxPlan {
  commit: string;
  switches: PlannedSwitch[];
}

export const planFile = (site: string) => join(site, 'show-day-plan.json');

export function readPlan(site: string): NginxPlan {
  return existsSync(planFile(site))
    ? (JSON.parse(readFileSync(planFile(site), 'utf8')) as NginxPlan)
    : { commit: '', switches: [] };
}

/** Written whole or not at all: the reconcile may read it at any moment. */
export function writePlan(site: string, plan: NginxPlan) {
  writeFileSync(`${planFile(site)}.partial`, `${JSON.stringify(plan, null, 2)}\n`);
  renameSync(`${planFile(site)}.partial`, planFile(site));
}

const linked = (link: string) => {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
};

/** The releases kept: those the plan names, the one served, and the one before it; the others go. */
export function prune(site: string) {
  const keep = new Set(
    [
      ...readPlan(site).switches.map(({ version }) => version),
      linked(join(site, 'dist')),
      linked(join(site, 'dist.previous')),
    ]
      .filter(Boolean)
      .map((path) => path!.split('/').pop()),
  );
  const releases = join(site, 'releases');
  if (!existsSync(releases)) return;
  for (const name of readdirSync(releases))
    if (!keep.has(name.replace(/\.(kept|partial)$/, '')))
      rmSync(join(releases, name), { recursive: true, force: true });
}

/** nginx as the reconcile drives it: what `dist` links to and since when; a switch is one rename (nginx-release.sh). */
export const nginxPort = (site: string, settings = process.env): HostPort => ({
  name: 'nginx',
  async live() {
    const dist = join(site, 'dist');
    const version = linked(dist);
    return { version, since: version ? lstatSync(dist).mtimeMs : 0 };
  },
  async make({ version }) {
    const run = spawnSync('sh', [release, 'switch', version!, site], {
      encoding: 'utf8',
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    if (run.status !== 0) throw new Error(`nginx-release.sh switch ${version}: ${run.stderr.trim()}`);
    prune(site);
    return true;
  },
  tell: (text) => tell(settings.SHOW_DAY_ALERT_WEBHOOK, text),
});

/** One run of the reconcile on `site`, at `now`. */
export const reconcileNginx = (site: string, now = Date.now()) =>
  runOnce(readPlan(site).switches, now, nginxPort(site));
