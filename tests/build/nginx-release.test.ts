import { execFile } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nginxMissing, startSiteNginx } from '../support/hosts.ts';

// Show day on nginx (src/show-day/nginx-release.sh, nginx-host.ts, systemd/): releases switched while visitors keep
// asking, in Debian's nginx. Every answer is one release's file, whole; a page of the release before still finds its
// hashed files. Then the reconcile, as the timer's service runs it, after a server was off past a season's minute.

const run = promisify(execFile);
const systemdAnalyze = '/usr/bin/systemd-analyze';
const systemdMissing = existsSync(systemdAnalyze)
  ? undefined
  : 'No systemd-analyze: the units are not verified. Install it with `apt-get install systemd` (as root).';
const script = new URL('../../src/show-day/nginx-release.sh', import.meta.url).pathname;
const dist = new URL('../../dist/', import.meta.url).pathname;
const site = mkdtempSync(join(tmpdir(), 'nginx-releases-'));
const pages = ['/', '/fr/', '/collections', '/legal', '/fr/collections/fall-winter-2025/look-02'];
const fileOf = (page: string) => (page.endsWith('/') ? `${page}index.html` : `${page}.html`);
let nginx: Awaited<ReturnType<typeof startSiteNginx>>;
let releases: string[];
let gone: string;

/** A visitor's request on a connection of its own: nginx's reload closes the idle ones its old workers held. */
const ask = (url: string) =>
  new Promise<{ status: number; body: string; location?: string }>((resolve, reject) =>
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, location: response.headers.location }));
    }).on('error', reject),
  );

const release = async (...args: string[]) =>
  (await run('sh', [script, ...args], { env: { ...process.env, RELOAD: nginx?.reload ?? 'true' } })).stdout.trim();

beforeAll(async () => {
  releases = [await release('prepare', dist, site), await release('prepare', dist, site)];
  // The second release: every page says so, one hashed file is gone, and one address more has moved.
  for (const page of pages) appendFileSync(join(releases[1]!, fileOf(page)), '<!-- the second release -->');
  // A season only the second release shows: its switch's check asks for it.
  writeFileSync(join(releases[1]!, 'collections/zephyr-2099.html'), '<!doctype html><title>Zephyr</title>');
  gone = readdirSync(join(releases[1]!, '_astro')).find((name) => name.endsWith('.webp'))!;
  unlinkSync(join(releases[1]!, '_astro', gone));
  appendFileSync(
    join(releases[1]!, 'nginx-redirects.conf'),
    'location = /zephyr-teaser { return 301 /collections; }\n',
  );
  await release('switch', releases[0]!, site);
  nginx = await startSiteNginx(join(site, 'dist'));
}, 60_000);
afterAll(() => {
  nginx?.stop();
  rmSync(site, { recursive: true, force: true });
});

test.skipIf(nginxMissing)(
  'switching releases, no request sees half a site',
  async () => {
    const wholes = pages.map((page) => releases.map((dir) => readFileSync(join(dir, fileOf(page)), 'utf8')));
    let asking = true;
    const seen = { answers: 0, second: 0 };
    const visitor = async () => {
      while (asking)
        for (const [n, page] of pages.entries()) {
          const { status, body } = await ask(nginx.origin + page);
          expect(status, page).toBe(200);
          expect(wholes[n], `${page} is one release's file, whole`).toContain(body);
          seen.answers++;
          if (body === wholes[n]![1]) seen.second++;
        }
    };
    const visitors = Array.from({ length: 4 }, visitor);
    for (let turn = 0; turn < 10; turn++) await release('switch', releases[turn % 2 === 0 ? 1 : 0]!, site);
    await release('switch', releases[1]!, site);
    asking = false;
    await Promise.all(visitors);
    expect(seen.second).toBeGreaterThan(0);
    expect(seen.second).toBeLessThan(seen.answers);
    // The first release's hashed file stays one release more, and the second release's move answers.
    expect((await ask(`${nginx.origin}/_astro/${gone}`)).status).toBe(200);
    // nginx reads its configuration again in new workers, a moment after the signal the switch sends.
    let moved = await ask(`${nginx.origin}/zephyr-teaser`);
    for (let tries = 0; moved.status === 404 && tries < 200; tries++) {
      await new Promise((done) => setTimeout(done, 25));
      moved = await ask(`${nginx.origin}/zephyr-teaser`);
    }
    expect([moved.status, moved.location]).toEqual([301, `${nginx.origin}/collections`]);
  },
  60_000,
);

const units = new URL('../../src/show-day/systemd/', import.meta.url).pathname;
const root = new URL('../../', import.meta.url).pathname;
/** The units as installed for a site at `folder` (its checkout of main at `folder`/main), not /srv/maison-verane. */
function installUnits(folder: string) {
  const installed = join(folder, 'units');
  mkdirSync(installed, { recursive: true });
  for (const name of readdirSync(units))
    writeFileSync(
      join(installed, name),
      readFileSync(join(units, name), 'utf8').replaceAll('/srv/maison-verane', folder),
    );
  return installed;
}

test.skipIf(systemdMissing)(
  'the units pass systemd-analyze verify: a static timer every minute, Persistent',
  async () => {
    const folder = mkdtempSync(join(tmpdir(), 'show-day-units-'));
    symlinkSync(root, join(folder, 'main'));
    const installed = installUnits(folder);
    const { stdout, stderr } = await run(systemdAnalyze, [
      'verify',
      '--man=no',
      ...readdirSync(installed).map((name) => join(installed, name)),
    ]);
    expect(`${stdout}${stderr}`).toBe('');
    expect(readFileSync(join(units, 'show-day.timer'), 'utf8')).toMatch(
      /OnCalendar=\*-\*-\* \*:\*:00\nAccuracySec=1s\nPersistent=true/,
    );
    rmSync(folder, { recursive: true });
  },
);

test.skipIf(nginxMissing)(
  'a server off at the minute serves the season at its first run after, and keeps only the releases needed',
  async () => {
    const now = Date.now();
    // Released before the show: the plan on disk, main live; then the server is off past the season's minute.
    const old = await release('prepare', dist, site);
    const plan = {
      commit: 'main',
      switches: [
        { at: new Date(now - 30 * 60_000).toISOString(), slug: 'main', page: '', version: releases[0] },
        {
          at: new Date(now - 10 * 60_000).toISOString(),
          slug: 'zephyr-2099',
          page: `${nginx.origin}/collections/zephyr-2099`,
          version: releases[1],
        },
      ],
    };
    writeFileSync(join(site, 'show-day-plan.json'), JSON.stringify(plan));
    await release('switch', old, site);
    await release('switch', releases[0]!, site);
    const page = `${nginx.origin}/collections/zephyr-2099`;
    expect((await ask(page)).status).toBe(404);
    // At boot, the timer's missed minute runs the service: its command, as installed.
    symlinkSync(root, join(site, 'main'));
    const service = readFileSync(join(installUnits(site), 'show-day.service'), 'utf8');
    const [command, ...args] = /^ExecStart=(.+)$/m.exec(service)![1]!.split(' ');
    await run(command!, args, { cwd: join(site, 'main'), env: { ...process.env, RELOAD: nginx.reload } });
    expect((await ask(page)).status).toBe(200);
    // Kept: the planned releases (the one before included); the release before them goes.
    expect(
      readdirSync(join(site, 'releases'))
        .filter((name) => !name.includes('.'))
        .sort(),
    ).toEqual(releases.map((folder) => folder.split('/').pop()).sort());
    // Another run changes nothing.
    const served = readlinkSync(join(site, 'dist'));
    await run(command!, args, { cwd: join(site, 'main'), env: { ...process.env, RELOAD: nginx.reload } });
    expect(readlinkSync(join(site, 'dist'))).toBe(served);
  },
  60_000,
);
