import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, startEngine } from './engine.ts';
import { FormReceiver } from './form-receivers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The receivers the browser tests build the site for; the others differ from the webhook only in data. */
export type BrowserReceiver = 'netlify' | 'webhook';

/** The build settings src/contact/README.md gives for each receiver, pointed at its local stand-in. */
const settings = (kind: BrowserReceiver, receiver: string): Record<string, string> =>
  ({
    netlify: { PUBLIC_CONTACT_RECEIVER: 'netlify' },
    webhook: { PUBLIC_CONTACT_ENDPOINT: `${receiver}/messages` },
  })[kind];

/**
 * One Astro build at a time in this checkout: two spec files may build a receiver's site in two workers,
 * and builds share Astro's caches. A lock left by a killed run is taken over after five minutes.
 */
async function oneBuildAtATime<T>(build: () => T) {
  const lock = `${root}node_modules/.cache/receiver-build.lock`;
  // A fresh clone has no node_modules/.cache yet: without it the lock could never be taken.
  mkdirSync(`${root}node_modules/.cache`, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 250));
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A build of the site for one receiver, served next to that receiver's local stand-in
 * (tests/support/form-receivers.ts). The site's address is baked in (`--site`), as the way back of a
 * form posted without JavaScript; Netlify's stand-in serves the site itself, as Netlify does.
 */
export async function receiverSite(kind: BrowserReceiver, folder: string = kind) {
  // Each spec file its own folder: another one may serve its build of the same receiver meanwhile.
  const outDir = `${root}node_modules/.cache/dist-${folder}`;
  const receiver = new FormReceiver(kind, await freePort(), outDir);
  const sitePort = kind === 'netlify' ? receiver.port : await freePort();
  const origin = `http://127.0.0.1:${sitePort}`;
  await oneBuildAtATime(() =>
    execFileSync(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir, '--site', origin],
      {
        cwd: root,
        env: { ...process.env, ...settings(kind, receiver.origin) },
        stdio: 'ignore',
      },
    ),
  );
  await receiver.start();
  const site = kind === 'netlify' ? undefined : await startEngine(outDir, sitePort);
  const stop = async () => {
    await site?.stop();
    await receiver.stop();
  };
  return { origin, receiver, outDir, stop };
}
