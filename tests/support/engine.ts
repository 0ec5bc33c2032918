import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

// Read when an engine starts: a jsdom test may import this file (through form-receivers.ts) and start none.
const root = () => fileURLToPath(new URL('../../', import.meta.url));

/**
 * Cloudflare's own asset engine (workerd, through `wrangler dev`), offline: no metrics, no error reports, no
 * look-up of the request's location, no check for a newer wrangler. The one way the tests serve a build.
 */
export const engineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

/**
 * `wrangler dev`'s arguments: the site's wrangler.jsonc, serving `assets` (a built dist/) on a port of 127.0.0.1,
 * 0 for one the system picks. Its devtools socket takes a port the system picks too: by default wrangler looks
 * for a free one from 9229, and two engines starting at once found the same one ("Address already in use
 * (socket direct:1:default)", 1 full run in 4 here).
 */
export const engineArgs = (assets: string, port: number) => [
  `${root()}node_modules/wrangler/bin/wrangler.js`,
  'dev',
  '--config',
  `${root()}wrangler.jsonc`,
  '--assets',
  assets,
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--inspector-port',
  '0',
  '--local',
  '--show-interactive-dev-session=false',
  // The site has no Worker code: bundled, wrangler keeps esbuild watching for some, 3 % of a core all along.
  '--no-bundle',
];

export interface Engine {
  origin: string;
  /** Everything the engine printed so far: its rule warnings among it. */
  output(): string;
  stop(): Promise<void>;
}

/** Serves a built site on Cloudflare's engine, on a port the system picks unless one is given, until `stop()`. */
export async function startEngine(assets: string | URL, port = 0): Promise<Engine> {
  const dir = typeof assets === 'string' ? assets : fileURLToPath(assets);
  // Its own working folder: each engine keeps its state in .wrangler/ there, apart from the others'.
  const cwd = mkdtempSync(join(tmpdir(), 'engine-'));
  const child = spawn(process.execPath, engineArgs(dir, port), {
    cwd,
    env: { ...process.env, ...engineEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let origin = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      // The address it prints, colours aside (a runner may ask for them).
      origin ||= /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? '';
      if (origin) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`wrangler dev exited (${code}) before it was ready:\n${output}`)));
  });
  // Ends a `wrangler dev` that never gets ready: it is ready in about 3 s here.
  const timeout = setTimeout(() => child.kill(), 30_000);
  await ready.finally(() => clearTimeout(timeout));
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

/** A port no one listens on now, for a server a test must name before it starts (baked into a build). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}
