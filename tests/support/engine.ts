import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

// Read when an engine starts: a jsdom test may import this file (through form-receivers.ts) and start none.
const root = () => fileURLToPath(new URL('../../', import.meta.url));

/**
 * Cloudflare's asset engine, offline: Miniflare as `wrangler dev` sets it up from wrangler.jsonc (engine-server.ts),
 * without the proxy `wrangler dev` puts in front, a second workerd that took 2.5 times the CPU per request. The
 * one way the tests serve a build: `assets` (a built dist/) on a port of 127.0.0.1, 0 for any.
 */
export const engineArgs = (assets: string, port: number) => [
  `${root()}tests/support/engine-server.ts`,
  `${root()}wrangler.jsonc`,
  assets,
  String(port),
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
  const child = spawn(process.execPath, engineArgs(dir, port), {
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
    child.once('exit', (code) => reject(new Error(`The engine exited (${code}) before it was ready:\n${output}`)));
  });
  // Ends an engine that never gets ready: it is ready in about 1 s here.
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
