import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCloudflare } from '../support/switch-worker.ts';

// README's `npm run schedule:prepare -- cloudflare`, against a stand-in of Cloudflare's API: before it builds or
// uploads anything, it asks whether the site's Worker serves preview URLs, and stops while it does.
const run = promisify(execFile);
let cloudflare: Awaited<ReturnType<typeof startCloudflare>>;
beforeAll(async () => void (cloudflare = await startCloudflare('version-before', {})));
afterAll(() => cloudflare?.stop());

test('prepare cloudflare refuses while the Worker’s preview URLs are on, naming the setting', async () => {
  cloudflare.subdomain.previews_enabled = true;
  const prepare = run('npm', ['run', '--silent', 'schedule:prepare', '--', 'cloudflare'], {
    env: {
      ...process.env,
      CLOUDFLARE_API_BASE_URL: cloudflare.origin,
      CLOUDFLARE_ACCOUNT_ID: 'house-account',
      CLOUDFLARE_API_TOKEN: 'the-house-token',
    },
  });
  await expect(prepare).rejects.toThrow(
    'Preview URLs are on for the Worker "maison-verane" (previews_enabled): each prepared season would be public at its preview URL before its minute.',
  );
  expect(cloudflare.calls).toEqual([
    {
      method: 'GET',
      path: '/accounts/house-account/workers/scripts/maison-verane/subdomain',
      authorization: 'Bearer the-house-token',
      body: undefined,
    },
  ]);
});

// README's nginx job (show-day-prepare.service runs nginx-prepare.sh in the checkout of main): against a bare repository
// as `origin`, with PREPARE noting the commit it was run on in place of the build.
const git = (cwd: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=the web team', '-c', 'user.email=web@example.com', ...args], { cwd });
const prepareJob = new URL('../../src/show-day/nginx-prepare.sh', import.meta.url).pathname;

test('nginx-prepare.sh prepares only when origin’s main changed, and again after a failed run', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'show-day-prepare-'));
  const [origin, house, main, site] = ['origin.git', 'house', 'main', 'site'].map((name) => join(folder, name));
  mkdirSync(site!);
  await git(folder, 'init', '--quiet', '--bare', '-b', 'main', origin!);
  await git(folder, 'clone', '--quiet', origin!, house!);
  const publish = async (text: string) => {
    writeFileSync(join(house!, 'season.txt'), text);
    await git(house!, 'add', 'season.txt');
    await git(house!, 'commit', '--quiet', '-m', text);
    await git(house!, 'push', '--quiet', 'origin', 'HEAD:main');
    return (await git(house!, 'rev-parse', 'HEAD')).stdout.trim();
  };
  const first = await publish('one');
  await git(folder, 'clone', '--quiet', origin!, main!);
  const job = (prepare: string) =>
    run('sh', [prepareJob, site!], { cwd: main, env: { ...process.env, PREPARE: prepare } });
  const noting = 'git rev-parse HEAD >>"$1/prepared-on"';
  const prepared = () => readFileSync(join(site!, 'prepared-on'), 'utf8').trim().split('\n');

  await job(noting);
  await job(noting);
  expect(prepared()).toEqual([first]);
  const second = await publish('two');
  await job(noting);
  await job(noting);
  expect(prepared()).toEqual([first, second]);
  // A failed preparation leaves the commit unnoted: the next tick prepares it.
  const third = await publish('three');
  await expect(job('exit 3')).rejects.toThrow();
  await job(noting);
  expect(prepared()).toEqual([first, second, third]);
  expect(readFileSync(join(site!, 'prepared-commit'), 'utf8').trim()).toBe(third);
  rmSync(folder, { recursive: true, force: true });
});

// What cannot run here (systemd as PID 1, Cloudflare's secrets): each command README gives the operator names a unit,
// file or setting that is shipped, as the tests above and nginx-release.test.ts run them.
test('README’s set-up commands name the units, files and secrets shipped', () => {
  const at = (path: string) => new URL(`../../${path}`, import.meta.url).pathname;
  const readme = readFileSync(at('src/show-day/README.md'), 'utf8');
  const commands = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block!
      .trim()
      .split('\n')
      .map((line) => line.trim()),
  );
  const units = readdirSync(at('src/show-day/systemd'));
  const secrets = /interface Env \{([\s\S]*?)\}/.exec(
    readFileSync(at('src/show-day/switch-worker/worker.ts'), 'utf8'),
  )![1]!;
  const unknown = commands.filter((line) => {
    const words = line.split(/\s+/);
    for (const path of words.filter((word) => word.startsWith('src/')))
      expect(existsSync(at(path.replace(/\/\*$/, ''))), `${line}: ${path}`).toBe(true);
    if (/^npx wrangler deploy -c \S+$/.test(line)) return false;
    const secret = /^npx wrangler secret put (\w+) -c \S+$/.exec(line);
    if (secret) return (expect(secrets, line).toMatch(new RegExp(`\\b${secret[1]}\\??:`)), false);
    if (line === 'sudo cp src/show-day/systemd/* /etc/systemd/system/' || line === 'sudo systemctl daemon-reload')
      return false;
    const enabled = /^sudo systemctl enable --now (.+)$/.exec(line);
    if (!enabled) return true;
    for (const timer of enabled[1]!.split(' ')) {
      expect(units, line).toContain(timer);
      expect(units, `${timer} starts its service`).toContain(timer.replace(/\.timer$/, '.service'));
      expect(readFileSync(at(`src/show-day/systemd/${timer}`), 'utf8'), timer).toContain('WantedBy=timers.target');
    }
    return false;
  });
  expect(unknown, 'a command README gives that this test does not check').toEqual([]);
  // Every timer shipped is one README enables.
  const enabledTimers = commands.flatMap((line) => /enable --now (.+)$/.exec(line)?.[1]?.split(' ') ?? []);
  expect(enabledTimers.sort()).toEqual(units.filter((name) => name.endsWith('.timer')).sort());
});
