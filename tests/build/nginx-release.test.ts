import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nginxMissing, startSiteNginx } from '../support/hosts.ts';

// Show day on nginx (src/show-day/nginx-release.sh): releases switched while visitors keep asking, in Debian's
// nginx. Every answer is one release's file, whole; a page of the release before still finds its hashed files.

const run = promisify(execFile);
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
  (
    await run('sh', [script, ...args], { env: { ...process.env, RELOAD: nginx?.reload ?? 'true', ...settings } })
  ).stdout.trim();
const settings: Record<string, string> = {};

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

test.skipIf(nginxMissing)(
  'a check after the minute that finds the season missing switches again and tells the house',
  async () => {
    const told: string[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk)).on('end', () => (told.push(body), response.end()));
    });
    await new Promise<void>((done) => webhook.listen(0, '127.0.0.1', done));
    settings.SHOW_DAY_ALERT_WEBHOOK = `http://127.0.0.1:${(webhook.address() as { port: number }).port}/alert`;
    const page = `${nginx.origin}/collections/zephyr-2099`;
    try {
      await release('check', releases[1]!, site, page);
      expect(told).toEqual([]);
      await release('switch', releases[0]!, site);
      await expect(release('check', releases[1]!, site, page)).rejects.toThrow();
      expect(told).toEqual([
        JSON.stringify({
          text: `Show day on nginx: ${page} answered 404 after its minute. Switched again to ${releases[1]}.`,
        }),
      ]);
      expect((await ask(page)).status).toBe(200);
    } finally {
      await new Promise((done) => webhook.close(done));
    }
  },
);
