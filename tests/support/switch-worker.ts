import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './engine.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** One request the stand-in received. */
export interface Call {
  method: string;
  path: string;
  authorization?: string;
  body?: unknown;
}

/**
 * A stand-in for Cloudflare's Workers API (deployments, a Worker's workers.dev settings) and the live site, on
 * 127.0.0.1: it notes every call, and the site serves a season's page only while a version holding it serves everyone.
 */
export async function startCloudflare(first: string, seasons: Record<string, string[]>) {
  const calls: Call[] = [];
  const subdomain = { enabled: false, previews_enabled: false };
  /** The API's clock, for each deployment's created_on, and whether deploying fails (an outage). */
  const clock = { now: 0, failing: false };
  /** The seasons each version serves: its own, and those of every switch before the time it was built for. */
  const holders = new Map(Object.entries(seasons));
  let live = [{ version_id: first, percentage: 100 }];
  let createdOn = '2000-01-01T00:00:00Z';
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const path = request.url!;
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method!, path, authorization: request.headers.authorization, body });
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (path.endsWith('/deployments') && request.method === 'POST' && clock.failing)
        return response.writeHead(503).end();
      if (path.endsWith('/deployments') && request.method === 'POST') {
        live = (body as { versions: typeof live }).versions;
        createdOn = new Date(clock.now).toISOString();
        return json({ success: true, result: { id: `deployment-${calls.length}`, versions: live } });
      }
      if (path.endsWith('/deployments'))
        return json({ success: true, result: { deployments: [{ created_on: createdOn, versions: live }] } });
      if (path === '/alert') return json({ ok: true });
      if (path.endsWith('/subdomain')) return json({ success: true, result: subdomain });
      const serving = live.length === 1 ? (holders.get(live[0]!.version_id) ?? []) : [];
      response.writeHead(serving.some((slug) => path === `/collections/${slug}`) ? 200 : 404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    calls,
    /** Another deploy took the site over, as a deploy of `main` built before the minute would. */
    replace: (version: string, at: number) => {
      live = [{ version_id: version, percentage: 100 }];
      createdOn = new Date(at).toISOString();
    },
    /** The site's Worker's workers.dev settings, as GET …/subdomain answers them. */
    subdomain,
    clock,
    holders,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The switch Worker (src/show-day/switch-worker/) in workerd, as `wrangler dev` runs it, offline, with `vars` in place
 * of its plan, API address and secrets. `trigger(time)` runs its scheduled handler with that scheduledTime, through
 * Miniflare's trigger route: wrangler's `--test-scheduled` route, /__scheduled, takes a cron and never a time.
 */
export async function startSwitchWorker(vars: Record<string, string>) {
  const [port, inspector] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'switch-worker-'));
  const args = [
    join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '-c',
    join(root, 'src/show-day/switch-worker/wrangler.jsonc'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspector),
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: state,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(`Ready on ${origin}`)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`wrangler dev exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    output: () => output,
    trigger: async (time: number) => {
      const response = await fetch(
        `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${time}`,
      );
      return `${response.status} ${await response.text()}`;
    },
    stop: () =>
      new Promise<void>((done) => {
        const end = () => (rmSync(state, { recursive: true, force: true }), done());
        if (child.exitCode !== null) return end();
        child.once('exit', end);
        child.kill();
      }),
  };
}

/**
 * A stand-in for the calls wrangler makes (CLOUDFLARE_API_BASE_URL) for `versions upload` with assets and `deploy` of a
 * Worker with a Cron Trigger, as wrangler 4 reads their answers, and the Worker settings `schedule:prepare` asks.
 * No asset is asked for (every one already known); each version gets its own ID.
 */
export async function startWranglerApi() {
  const calls: { method: string; path: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url!.replace(/\?.*/, '');
      calls.push({ method: request.method!, path, body });
      const ok = (result: unknown) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, errors: [], messages: [], result }));
      const name = /\/workers\/(?:services|workers|scripts)\/([\w-]+)/.exec(path)?.[1];
      const subdomain = { enabled: false, previews_enabled: false };
      if (path.endsWith(`/services/${name}`))
        return ok({ default_environment: { environment: 'production', script: { tag: `tag-${name}`, tags: [] } } });
      if (path.endsWith(`/workers/workers/${name}`)) return ok({ subdomain });
      if (path.endsWith('/subdomain')) return ok(subdomain);
      if (path.endsWith('/secrets')) return ok([]);
      if (path.endsWith('/assets-upload-session')) return ok({ jwt: 'assets-known', buckets: [] });
      if (path.endsWith('/versions') && request.method === 'POST')
        return ok({
          id: `version-${calls.length}`,
          metadata: { has_preview: false },
          resources: { bindings: [], script: { etag: 'etag' } },
        });
      if (path.endsWith('/deployments') && request.method === 'GET') return ok({ deployments: [] });
      ok({});
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    calls,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
