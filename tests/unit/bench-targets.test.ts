import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { serve } from '../bench/cdn-server.mjs';
import { missedTargets, stretchNote } from '../bench/targets.mjs';
import { idleShare } from '../bench/quiet-cpu.mjs';
import { changes, linkSelector, spread } from '../bench/navigation.mjs';
import { htmlFile, zoomFiles, zoomFilesOf, zoomRequests } from '../bench/zoom-files.mjs';

const met = {
  formFactor: 'mobile',
  route: '/',
  performance: 100,
  agentic: 100,
  lcp: 990,
  tbtRuns: [0, 0, 0],
  blocking: [],
  cls: 0,
};

describe('npm run bench: its targets', () => {
  test('all met: nothing missed', () => {
    expect(missedTargets([met, { ...met, route: '/legal', lcp: 1400 }], { cached: 4.1 })).toEqual([]);
  });

  test('each target, missed, is named', () => {
    const results = [
      { ...met, lcp: 1152, tbtRuns: [0, 12, 0] },
      { ...met, route: '/legal', performance: 99, cls: 0.002 },
      { ...met, formFactor: 'desktop', agentic: 92 },
    ];
    expect(missedTargets(results, { cached: 12 })).toEqual([
      'TBT 12 ms on / (mobile), runs 0, 12, 0 ms (target 10 ms in every run): no task named by Lighthouse',
      'mobile performance 99 on /legal',
      'CLS 0.002 on /legal (mobile)',
      'agentic browsing 92 on / (desktop)',
      'mobile LCP 1152 ms on / (target 1100 ms)',
      'cached build 12.0 s (target 10 s)',
    ]);
  });

  test('the French home page is held to the same 1.1 s', () => {
    expect(missedTargets([met, { ...met, route: '/fr/', lcp: 1150 }], { cached: 4 })).toEqual([
      'mobile LCP 1150 ms on /fr/ (target 1100 ms)',
    ]);
    expect(missedTargets([met, { ...met, route: '/fr/legal', lcp: 1150 }], { cached: 4 })).toEqual([]);
  });

  test('a look’s page is held to the home page’s 1.1 s, in each language', () => {
    const look = { ...met, route: '/looks/look-01', lcp: 1080, scripts: 0, zoomFiles: 2, zoomRequests: 0 };
    expect(missedTargets([met, look, { ...look, route: '/fr/looks/look-01' }], { cached: 4 })).toEqual([]);
    expect(
      missedTargets([met, { ...look, lcp: 1160 }, { ...look, route: '/fr/looks/look-01', lcp: 1120 }], { cached: 4 }),
    ).toEqual([
      'mobile LCP 1160 ms on /looks/look-01 (target 1100 ms)',
      'mobile LCP 1120 ms on /fr/looks/look-01 (target 1100 ms)',
    ]);
    // Desktop LCP is reported, not judged; nor is a look page's performance on desktop.
    expect(missedTargets([met, { ...look, formFactor: 'desktop', lcp: 1400, performance: 97 }], { cached: 4 })).toEqual(
      [],
    );
  });

  test('a first load fetches no zoom file and no script: 0 passes, 1 fails, on any run', () => {
    const look = { ...met, route: '/looks/look-01', scripts: 0, zoomFiles: 2, zoomRequests: 0 };
    expect(missedTargets([look, { ...look, formFactor: 'desktop' }], { cached: 4 })).toEqual([]);
    expect(missedTargets([{ ...look, zoomRequests: 1 }], { cached: 4 })).toEqual([
      '1 zoom file(s) fetched on the first load of /looks/look-01 (mobile)',
    ]);
    expect(missedTargets([{ ...look, formFactor: 'desktop', scripts: 1 }], { cached: 4 })).toEqual([
      '1 script(s) fetched on the first load of /looks/look-01 (desktop)',
    ]);
    expect(missedTargets([{ ...met, route: '/fr/legal', scripts: 2 }], { cached: 4 })).toEqual([
      '2 script(s) fetched on the first load of /fr/legal (mobile)',
    ]);
    // A look's page whose HTML has no zoom file left nothing to count: that is a miss, not a pass.
    expect(missedTargets([{ ...look, route: '/fr/looks/look-01', zoomFiles: 0 }], { cached: 4 })).toEqual([
      'no zoom file found in the HTML of /fr/looks/look-01',
    ]);
    // Pages without popovers have no zoom files, and that is fine.
    expect(missedTargets([{ ...met, zoomFiles: 0, zoomRequests: 0 }], { cached: 4 })).toEqual([]);
  });

  test('the sharp hero may take the home page to 1.1 s; 0.95 s is reported as the stretch', () => {
    expect(missedTargets([{ ...met, lcp: 1080 }], { cached: 4 })).toEqual([]);
    expect(stretchNote([{ ...met, lcp: 1080 }])).toBe('stretch not met: mobile LCP 1080 ms on / (stretch 950 ms)');
    expect(stretchNote([{ ...met, lcp: 930 }])).toBe('stretch met: mobile LCP 930 ms on / (≤ 950 ms)');
  });

  test('page changes: 300 ms at the median, after hover and for a tap; rules parse, prefetch used, prerender refused only for DevTools', () => {
    const times = (median: number) => ({ min: median - 60, median, max: median + 200, samples: [] });
    const change = {
      from: '/',
      to: '/legal',
      hover: times(240),
      tap: times(280),
      ruleErrors: [],
      prefetchUsed: true,
      prerenderRefusals: ['PrerenderingDisabledByDevTools'],
    };
    // A lucky run under 300 ms does not meet the target, nor does an unlucky one miss it: the median does.
    expect(missedTargets([met], { cached: 4 }, [change])).toEqual([]);
    const slow = { ...change, hover: times(340), tap: times(310), ruleErrors: ['InvalidJson'], prefetchUsed: false };
    expect(missedTargets([met], { cached: 4 }, [{ ...slow, prerenderRefusals: ['LowEndDevice'] }])).toEqual([
      'click to heading 340 ms after hover (median), / → /legal (target 300 ms)',
      'click to heading 310 ms for a tap (median), / → /legal (target 300 ms)',
      'speculation rules rejected on /: InvalidJson',
      'prefetch not used at the click, / → /legal',
      'prerender refused for LowEndDevice, / → /legal',
    ]);
  });

  test('without automation, a pointer resting on a link gets a prerendered page in every run', () => {
    const run = { from: '/', to: '/legal', path: 'prerender', mode: 'hover', samples: [90, 95, 99, 120, 130] };
    expect(missedTargets([met], { cached: 4 }, [], [{ ...run, prerendered: 5 }])).toEqual([]);
    expect(missedTargets([met], { cached: 4 }, [], [{ ...run, prerendered: 3 }])).toEqual([
      'prerendered 3 of 5 visitor runs, / → /legal',
    ]);
    // The prefetch path and a pointer going straight down are measured, not judged.
    expect(missedTargets([met], { cached: 4 }, [], [{ ...run, path: 'prefetch', prerendered: 0 }])).toEqual([]);
  });

  test('the gallery’s first picture leads to its look’s page: a page change of its own, by its own link', () => {
    expect(changes).toContainEqual({ from: '/', to: '/looks/look-01', link: 'li#look-01 a' });
    expect(linkSelector({ to: '/looks/look-01', link: 'li#look-01 a' })).toBe('li#look-01 a');
    expect(linkSelector({ to: '/legal' })).toBe('a[href="/legal"]');
  });

  test('the spread of a set of times: min, median, max', () => {
    expect(spread([320, 220, 557, 241, 300])).toEqual({
      min: 220,
      median: 300,
      max: 557,
      samples: [320, 220, 557, 241, 300],
    });
  });

  test('TBT: every run of every route is judged, above 10 ms is a miss, and the miss names the tasks', () => {
    expect(missedTargets([{ ...met, tbtRuns: [10, 0, 10] }], { cached: 4 })).toEqual([]);
    // A median of 0 does not excuse one run that blocked, on any route, in either form.
    const layout = {
      blocking: 19,
      events: [
        ['Layout', 13],
        ['UpdateLayoutTree', 5],
        ['Paint', 1],
        ['Commit', 0],
      ],
      start: 212,
      wall: 17,
      cpu: 4,
      url: 'https://127.0.0.1:8443/legal',
    };
    const parse = { blocking: 3, events: [['ParseHTML', 3]], start: 150, wall: 14, cpu: 7, url: '' };
    const blocked = { ...met, route: '/legal', formFactor: 'desktop', tbtRuns: [0, 22, 0], blocking: [layout, parse] };
    expect(missedTargets([met, blocked], { cached: 4 })).toEqual([
      'TBT 22 ms on /legal (desktop), runs 0, 22, 0 ms (target 10 ms in every run): ' +
        '19 ms blocked by a task at 212 ms (17 ms wall, 4 ms CPU, /legal): Layout 13 ms, UpdateLayoutTree 5 ms, Paint 1 ms; ' +
        '3 ms blocked by a task at 150 ms (14 ms wall, 7 ms CPU): ParseHTML 3 ms',
    ]);
    // Wall time counts: the miss says how idle the bench found the CPU before each run (quiet-cpu.mjs).
    expect(missedTargets([{ ...blocked, idleRuns: [99, 42, 97] }], { cached: 4 })[0]).toContain(
      'runs 0, 22, 0 ms (target 10 ms in every run, CPU 99, 42, 97% idle before them): 19 ms blocked',
    );
  });

  test('a quiet CPU: the idle share of all cores between two readings of /proc/stat', () => {
    expect(idleShare({ idle: 100, total: 1000 }, { idle: 280, total: 1200 })).toBe(0.9);
    expect(idleShare({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(1);
  });
});

describe('npm run bench: the zoom files of a look’s page', () => {
  // As ZoomablePicture.astro builds it: the page's picture (up to 1320w) opens a popover with the 2000w file.
  const page = `<main>
    <div id="picture-look-01"><button popovertarget="zoom-1"><picture>
      <source type="image/avif" srcset="/_astro/look-01.a_1.avif 480w, /_astro/look-01.a_2.avif 1320w">
      <img src="/_astro/look-01.a_3.webp" srcset="/_astro/look-01.a_4.webp 480w, /_astro/look-01.a_3.webp 1320w" width="1320" loading="eager">
    </picture></button></div>
    <a href="/_astro/look-01.a_6.webp" class="zoom-fallback">Open the full picture</a>
    <div id="zoom-1" popover role="dialog"><button popovertarget="zoom-1" popovertargetaction="hide">Close</button>
      <picture>
        <source type="image/avif" srcset="/_astro/look-01.a_5.avif 2000w" sizes="2000px">
        <img src="/_astro/look-01.a_6.webp" srcset="/_astro/look-01.a_6.webp 2000w" width="2000" loading="lazy">
      </picture>
    </div>
    <div id="zoom-2" popover><picture><img src="/_astro/look-01-back.b_1.webp" width="2000" loading="lazy"></picture></div>
  </main>`;

  test('the 2000w files of the pictures in popovers, not the page’s own picture', () => {
    expect([...zoomFiles(page)].sort()).toEqual([
      '/_astro/look-01-back.b_1.webp',
      '/_astro/look-01.a_5.avif',
      '/_astro/look-01.a_6.webp',
    ]);
    expect(zoomFiles('<main><picture><img src="/_astro/hero.webp" width="2000"></picture></main>').size).toBe(0);
  });

  test('or the backgrounds the page’s CSS gives a popover, however the page draws them', () => {
    const css = `<style>.zoom{inset:0}#zoom-1:popover-open>.zoom-image{background-image:image-set(url(/_astro/a_5.avif) type("image/avif"),url('/_astro/a_6.webp') type("image/webp"))}#picture-look-01{background:url(/_astro/a_1.avif)}#zoom-10{background:url(/_astro/z.avif)}</style>`;
    const html = `<html><head>${css}</head><body><div id="picture-look-01"></div>
      <div id="zoom-1" popover><div role="img" class="zoom-image"></div></div></body></html>`;
    expect([...zoomFiles(html)].sort()).toEqual(['/_astro/a_5.avif', '/_astro/a_6.webp']);
    // One AVIF file per view, as src/lookbook/zoom-files.ts writes it.
    const one = `<style>#zoom-2:popover-open>.zoom-image{background-image:url(/_astro/b_2.avif)}</style><div id="zoom-2" popover></div>`;
    expect([...zoomFiles(one)]).toEqual(['/_astro/b_2.avif']);
  });

  test('counts the requests for them among a first load’s', () => {
    const files = zoomFiles(page);
    const origin = 'https://127.0.0.1:8443';
    const firstLoad = ['/looks/look-01', '/_astro/look-01.a_2.avif', '/_astro/font.woff2'].map((p) => origin + p);
    expect(zoomRequests(firstLoad, files)).toBe(0);
    expect(zoomRequests([...firstLoad, `${origin}/_astro/look-01.a_5.avif`], files)).toBe(1);
  });

  test('a route’s built page, as the server resolves it', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-zoom-'));
    mkdirSync(join(dist, 'fr/looks'), { recursive: true });
    writeFileSync(join(dist, 'fr/looks/look-01.html'), page);
    expect(htmlFile('/d', '/')).toBe('/d/index.html');
    expect(htmlFile('/d', '/fr/')).toBe('/d/fr/index.html');
    expect(htmlFile('/d', '/looks/look-01')).toBe('/d/looks/look-01.html');
    expect(zoomFilesOf(dist, '/fr/looks/look-01').size).toBe(3);
    expect(zoomFilesOf(dist, '/looks/look-09').size).toBe(0);
  });
});

describe('npm run bench: dist/ served as a CDN serves it', () => {
  test('HTTP/2 over TLS, Brotli, long cache for hashed files, and the 404 page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
    writeFileSync(join(dir, 'legal.html'), '<h1>Legal</h1>'.repeat(50));
    writeFileSync(join(dir, '404.html'), 'missing');
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro/hero.abc123.avif'), 'image');
    const server = await serve(dir, 0);
    const session = connect(`https://127.0.0.1:${server.address().port}`, { rejectUnauthorized: false });
    const get = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done) => {
        const request = session.request({ ':path': path, 'accept-encoding': 'gzip, br' });
        const chunks: Buffer[] = [];
        request.on('response', (headers) => {
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => done({ headers, body: Buffer.concat(chunks) }));
        });
      });
    try {
      const page = await get('/legal');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toContain('<h1>Legal</h1>');
      const hashed = await get('/_astro/hero.abc123.avif');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers['content-encoding']).toBeUndefined();
      const missing = await get('/nowhere');
      expect(missing.headers[':status']).toBe(404);
      expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    } finally {
      session.close();
      server.close();
    }
  });
});
