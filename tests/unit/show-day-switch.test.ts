import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { netlifyFunctionFile, showDay } from '../../src/integrations/show-day.ts';
import { netlifyReconcile } from '../../src/show-day/netlify-reconcile.ts';
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
  test('holds each switch to come and those passed within the hour, with its page on the public address', () => {
    const dir = content({
      'collections/zephyr-2099.yaml': 'embargo: 2099-05-01T14:30\n',
      'collections/later-2099.yaml': 'embargo: 2099-09-30T20:00\n',
    });
    const plan = (at: number) => switchPlan(new Date(at), dir, 'https://www.maison-verane.com');
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
    // A passed switch stays planned for an hour: a scheduler down that long still puts it live when back.
    expect(plan(show + 59 * minute).map(({ slug }) => slug)).toEqual(['zephyr-2099', 'later-2099']);
    expect(plan(show + 60 * minute).map(({ slug }) => slug)).toEqual(['later-2099']);
    expect(versionTag('2099-05-01T12:30:00.000Z')).toBe('show-day-20990501T1230Z');
    rmSync(dir, { recursive: true });
  });

  test('refuses a season name an address cannot hold, and a site without its public address', () => {
    const dir = content({
      'collections/Zéphyr $(id).yaml': 'embargo: 2099-05-01T14:30\n',
      'elsewhere/collections/zephyr-2099.yaml': 'embargo: 2099-05-01T14:30\n',
    });
    expect(() => switchPlan(new Date(show - minute), dir, 'https://www.maison-verane.com')).toThrow(
      'content/collections/Zéphyr $(id).yaml: name the file with lower-case letters, digits and hyphens',
    );
    expect(() => switchPlan(new Date(show - minute), `${dir}elsewhere/`, '')).toThrow(
      'content/site.yaml, url: show day checks the live site at this address; set it',
    );
    rmSync(dir, { recursive: true });
  });
});

describe('Netlify’s scheduled function', () => {
  const calls: string[] = [];
  let served = false;
  let origin = '';
  /** The site's deploys as Netlify's API lists them, newest first; the published one is the site's. */
  const deploys: { id: string; state: string; created_at: string; published_at: string | null }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url!.replace(/\?.*/, '');
      calls.push(`${request.method} ${path}${body ? ` ${body}` : ''}`);
      const json = (value: unknown) => response.writeHead(200).end(JSON.stringify(value));
      if (request.headers.authorization !== 'Bearer the-house-token' && path.startsWith('/api/'))
        return response.writeHead(401).end();
      if (path === '/api/v1/sites/house-site')
        return json({ published_deploy: deploys.find(({ published_at }) => published_at) });
      if (path === '/api/v1/sites/house-site/deploys') return json(deploys);
      const restore = /^\/api\/v1\/sites\/house-site\/deploys\/(\w+)\/restore$/.exec(path);
      if (restore) {
        for (const each of deploys) each.published_at = each.id === restore[1] ? new Date(clock).toISOString() : null;
        served = true;
        return json({});
      }
      response.writeHead(path.startsWith('/collections/') && !served ? 404 : 200).end();
    });
  });
  let clock = 0;
  beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
  beforeAll(() => void (origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`));
  beforeAll(
    () =>
      void deploys.push({
        id: 'before',
        state: 'ready',
        created_at: '2099-05-01T10:00:00Z',
        published_at: '2099-05-01T10:01:00Z',
      }),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  afterEach(() => void calls.splice(0));

  const at = (time: number) => {
    clock = time;
    const switches = [
      { at: '2099-05-01T12:30:00.000Z', slug: 'zephyr-2099', page: `${origin}/collections/zephyr-2099` },
    ];
    const settings = {
      NETLIFY_BUILD_HOOK: `${origin}/build_hooks/main`,
      NETLIFY_API: `${origin}/api/v1`,
      NETLIFY_API_TOKEN: 'the-house-token',
      SITE_ID: 'house-site',
      SHOW_DAY_ALERT_WEBHOOK: `${origin}/alert`,
    };
    return netlifyReconcile(switches, () => time, settings)();
  };
  const asked = [
    'GET /api/v1/sites/house-site',
    'GET /collections/zephyr-2099',
    'GET /api/v1/sites/house-site/deploys',
  ];

  test('starts one build from the build hook at the switch’s minute, never before it, and no second one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await at(show - 1);
    expect(calls).toEqual([]);
    await at(show + 59_000);
    expect(calls).toEqual([...asked, 'POST /build_hooks/main {}']);
    calls.splice(0);
    deploys.unshift({
      id: 'season',
      state: 'building',
      created_at: new Date(show + 61_000).toISOString(),
      published_at: null,
    });
    await at(show + 2 * minute);
    expect(calls).toEqual(asked);
  });

  test('tells the house once when the season is more than two minutes late', async () => {
    await at(show + 3 * minute);
    expect(calls).toEqual([
      ...asked,
      `POST /alert ${JSON.stringify({ text: `Show day on netlify: ${origin}/collections/zephyr-2099 is still not served, 3 minutes after zephyr-2099's minute (2099-05-01T12:30:00.000Z).` })}`,
    ]);
    calls.splice(0);
    await at(show + 4 * minute);
    expect(calls).toEqual(asked);
  });

  test('publishes the build made after the minute (restore), and tells the house it is put right', async () => {
    deploys[0]!.state = 'ready';
    await at(show + 5 * minute);
    expect(calls).toEqual([...asked, 'POST /api/v1/sites/house-site/deploys/season/restore']);
    calls.splice(0);
    await at(show + 6 * minute);
    expect(calls).toEqual([
      'GET /api/v1/sites/house-site',
      'GET /collections/zephyr-2099',
      `POST /alert ${JSON.stringify({ text: `Show day on netlify: ${origin}/collections/zephyr-2099 is served now, 5 minutes after zephyr-2099's minute (2099-05-01T12:30:00.000Z).` })}`,
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
