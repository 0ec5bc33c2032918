import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { netlifyFunctionFile, showDay } from '../../src/integrations/show-day.ts';
import { netlifySwitch } from '../../src/show-day/netlify-switch.ts';
import { switchPlan, versionTag } from '../../src/show-day/plan.ts';

// Show day on the hosts' own schedulers: the plan they are given, and Netlify's function on a set clock, against
// a stand-in of the build hook, the live site and the house's webhook. Cloudflare's Worker: switch-worker.test.ts.
const minute = 60_000;
const show = Date.parse('2099-05-01T12:30:00Z');

const content = (files: Record<string, string>) => {
  const dir = `${mkdtempSync(join(tmpdir(), 'show-day-'))}/`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
};

describe('the plan a host’s scheduler is given', () => {
  test('holds each switch to come and those still checked, with its page on the public address', () => {
    const dir = content({
      'collections/zephyr-2099.yaml': 'embargo: 2099-05-01T14:30\n',
      'collections/later-2099.yaml': 'embargo: 2099-09-30T20:00\n',
    });
    const plan = (at: number) => switchPlan(new Date(at), 'netlify', dir, 'https://www.maison-verane.com');
    expect(plan(show - minute)).toEqual([
      {
        at: '2099-05-01T12:30:00.000Z',
        slug: 'zephyr-2099',
        page: 'https://www.maison-verane.com/collections/zephyr-2099',
      },
      {
        at: '2099-09-30T18:00:00.000Z',
        slug: 'later-2099',
        page: 'https://www.maison-verane.com/collections/later-2099',
      },
    ]);
    // Netlify's last check is 30 minutes after the switch: the plan keeps it until then.
    expect(plan(show + 30 * minute).map(({ slug }) => slug)).toEqual(['zephyr-2099', 'later-2099']);
    expect(plan(show + 31 * minute).map(({ slug }) => slug)).toEqual(['later-2099']);
    expect(versionTag('2099-05-01T12:30:00.000Z')).toBe('show-day-20990501T1230Z');
    rmSync(dir, { recursive: true });
  });

  test('refuses a season name an address cannot hold, and a site without its public address', () => {
    const dir = content({
      'collections/Zéphyr $(id).yaml': 'embargo: 2099-05-01T14:30\n',
      'elsewhere/collections/zephyr-2099.yaml': 'embargo: 2099-05-01T14:30\n',
    });
    expect(() => switchPlan(new Date(show - minute), 'cloudflare', dir, 'https://www.maison-verane.com')).toThrow(
      'content/collections/Zéphyr $(id).yaml: name the file with lower-case letters, digits and hyphens',
    );
    expect(() => switchPlan(new Date(show - minute), 'cloudflare', `${dir}elsewhere/`, '')).toThrow(
      'content/site.yaml, url: show day checks the live site at this address; set it',
    );
    rmSync(dir, { recursive: true });
  });
});

describe('Netlify’s scheduled function', () => {
  const calls: string[] = [];
  let served = false;
  let origin = '';
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}${body ? ` ${body}` : ''}`);
      const page = request.url!.startsWith('/collections/');
      response.writeHead(page && !served ? 404 : 200).end();
    });
  });
  beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
  beforeAll(() => void (origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  afterEach(() => void calls.splice(0));

  const at = (time: number) => {
    const switches = [
      { at: '2099-05-01T12:30:00.000Z', slug: 'zephyr-2099', page: `${origin}/collections/zephyr-2099` },
    ];
    const settings = { NETLIFY_BUILD_HOOK: `${origin}/build_hooks/main`, SHOW_DAY_ALERT_WEBHOOK: `${origin}/alert` };
    return netlifySwitch(switches, () => time, settings)();
  };

  test('calls the build hook at the switch’s minute, and never before it', async () => {
    await at(show - 1);
    expect(calls).toEqual([]);
    await at(show + 59_000);
    expect(calls).toEqual(['POST /build_hooks/main {}']);
  });

  test('after the build, asks the live site; the season missing, builds again and tells the house', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    served = true;
    await at(show + 15 * minute);
    expect(calls).toEqual(['GET /collections/zephyr-2099']);
    calls.splice(0);
    served = false;
    await at(show + 30 * minute);
    expect(calls).toEqual([
      'GET /collections/zephyr-2099',
      'POST /build_hooks/main {}',
      `POST /alert ${JSON.stringify({ text: `Show day on netlify: ${origin}/collections/zephyr-2099 is not served, though zephyr-2099 went live at 2099-05-01T12:30:00.000Z. Built again from the build hook.` })}`,
    ]);
    vi.restoreAllMocks();
  });

  test('is written by a build on Netlify, for the Frameworks API, scheduled every minute', async () => {
    const dir = content({ 'collections/zephyr-2099.yaml': 'embargo: 2099-05-01T14:30\n' });
    const hooks = showDay({ content: dir }).hooks as Record<string, (options: unknown) => void>;
    vi.stubEnv('NETLIFY', 'true');
    hooks['astro:config:setup']!({ command: 'build', config: { root: pathToFileURL(dir) }, logger: { info() {} } });
    hooks['astro:build:done']!({});
    vi.unstubAllEnvs();
    const file = join(dir, netlifyFunctionFile);
    expect(readFileSync(file, 'utf8')).toContain(
      '"slug":"zephyr-2099","page":"https://www.maison-verane.com/collections/zephyr-2099"',
    );
    const written = (await import(pathToFileURL(file).href)) as { default: unknown; config: unknown };
    expect([typeof written.default, written.config]).toEqual(['function', { schedule: '* * * * *' }]);
    rmSync(dir, { recursive: true });
  });
});
