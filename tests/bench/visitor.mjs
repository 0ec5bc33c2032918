// Page changes as a visitor's browser makes them: a headful Chromium under Xvfb, started with no debugging
// port or pipe (any automation connection turns prerendering off: PrerenderingDisabledByDevTools), the
// pointer moved and clicked with xdotool, the network shaped at the bench's own HTTP/2 server, and the
// times told by the page itself (reporter-copy.mjs). No CDP means no CPU emulation: both paths run at the
// machine's own speed, side by side: Chromium as shipped (prerender), and with Prerender2 off (prefetch).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './cdn-server.mjs';
import { reporterCopy } from './reporter-copy.mjs';
import { changes, linkSelector, network, spread } from './navigation.mjs';

// Chromium's narrowest window is 500 px wide: a narrower screen would leave links off it, out of the pointer's reach.
export const screen = { width: 500, height: 915 };
const paths = { prerender: [], prefetch: ['--disable-features=Prerender2'] };

/** An X display of its own; resolves to its name and a function that stops it. */
function startXvfb() {
  const size = `${screen.width}x${screen.height}x24`;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', size, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((done, fail) => {
    xvfb.once('error', fail);
    xvfb.stdio[3].once('data', (data) => done({ display: `:${String(data).trim()}`, stop: () => xvfb.kill() }));
  });
}

/** Waits for the reporter's next message of `type` from `path`. */
function reports() {
  const waiting = [];
  const inbox = [];
  const onReport = (report) => {
    const i = waiting.findIndex((w) => w.type === report.type && (!w.path || w.path === report.path));
    if (i >= 0) waiting.splice(i, 1)[0].done(report);
    else inbox.push(report);
  };
  const next = (type, path, ms = 30_000) => {
    const i = inbox.findIndex((r) => r.type === type && (!path || r.path === path));
    if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no "${type}" report from ${path ?? 'any page'} in ${ms} ms`)), ms);
      waiting.push({ type, path, done: (r) => (clearTimeout(timer), done(r)) });
    });
  };
  return { onReport, next, clear: () => (inbox.length = 0) };
}

async function oneChange({ executablePath, args, display, origin, inbox }, change, mode, path) {
  const { from, to } = change;
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const flags = [...args, ...paths[path], '--kiosk', '--no-first-run', '--no-default-browser-check', '--disable-sync'];
  flags.push('--disable-component-update', '--ignore-certificate-errors', `--user-data-dir=${profile}`);
  flags.push(`--window-size=${screen.width},${screen.height}`, '--force-device-scale-factor=1');
  // The reporter on the start page scrolls the link into view (as a visitor scrolls to it) and says where it is.
  const start = `${origin}${from}?${new URLSearchParams({ to, link: linkSelector(change) })}`;
  const env = { ...process.env, DISPLAY: display };
  const browser = spawn(executablePath, [...flags, start], { env, stdio: 'ignore' });
  try {
    inbox.clear();
    const { x, y } = await inbox.next('ready', from);
    const xdotool = (...words) => execFileSync('xdotool', words, { env, stdio: 'ignore' });
    xdotool('mousemove', '--sync', String(Math.round(x)), String(Math.round(y)));
    // The visitor's pointer resting on the link (as long as the issue's own try), or going straight down.
    if (mode === 'hover') await new Promise((done) => setTimeout(done, 1500));
    xdotool('click', '1');
    const press = await inbox.next('press', from);
    const shown = await inbox.next('shown', to);
    return { ms: shown.at - press.at, prerendered: shown.activationStart > 0, delivery: shown.delivery };
  } finally {
    const exited = new Promise((done) => browser.once('exit', done));
    browser.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Per page change, mode and path: the spread of `runs` click-to-first-paint times, and how pages came. */
export async function measureVisitor(dist, { executablePath, args, runs = 5 }) {
  const copy = reporterCopy(dist);
  const inbox = reports();
  const server = await serve(copy, 0, { network, onReport: inbox.onReport });
  const { display, stop } = await startXvfb();
  const setup = { executablePath, args, display, origin: `https://127.0.0.1:${server.address().port}`, inbox };
  const results = [];
  try {
    for (const change of changes)
      for (const path of Object.keys(paths))
        for (const mode of ['hover', 'press']) {
          const samples = [];
          for (let i = 0; i < runs; i++) samples.push(await oneChange(setup, change, mode, path));
          results.push({
            ...change,
            path,
            mode,
            ...spread(samples.map((s) => s.ms)),
            prerendered: samples.filter((s) => s.prerendered).length,
            deliveries: [...new Set(samples.map((s) => s.delivery || 'network'))],
          });
        }
  } finally {
    stop();
    server.close();
    rmSync(copy, { recursive: true, force: true });
  }
  return results;
}
