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
 * A stand-in for Cloudflare's Workers Deployments API and the live site, on 127.0.0.1: it notes every call, and
 * the site serves a season's page only while the deployment it holds is that season's version at 100 %.
 */
export async function startCloudflare(seasonVersion: string, first: string) {
  const calls: Call[] = [];
  let live = [{ version_id: first, percentage: 100 }];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const path = request.url!;
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method!, path, authorization: request.headers.authorization, body });
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (path.endsWith('/deployments') && request.method === 'POST') {
        live = (body as { versions: typeof live }).versions;
        return json({ success: true, result: { id: `deployment-${calls.length}`, versions: live } });
      }
      if (path.endsWith('/deployments')) return json({ success: true, result: { deployments: [{ versions: live }] } });
      if (path === '/alert') return json({ ok: true });
      const season = live.length === 1 && live[0]!.version_id === seasonVersion;
      response.writeHead(path.startsWith('/collections/') && season ? 200 : 404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    calls,
    /** Another deploy took the site over, as a deploy of `main` built before the minute would. */
    replace: (version: string) => (live = [{ version_id: version, percentage: 100 }]),
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
