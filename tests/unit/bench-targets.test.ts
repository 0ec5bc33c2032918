import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { serve } from '../support/static-server.mjs';
import { missedTargets, stretchNote } from '../bench/targets.mjs';
import { spread } from '../bench/navigation.mjs';

const met = { formFactor: 'mobile', route: '/', performance: 100, agentic: 100, lcp: 990, tbt: 0, cls: 0 };

describe('npm run bench: its targets', () => {
  test('all met: nothing missed', () => {
    expect(missedTargets([met, { ...met, route: '/legal', lcp: 1400 }], { cached: 4.1 })).toEqual([]);
  });

  test('each target, missed, is named', () => {
    const results = [
      { ...met, lcp: 1152, tbt: 4.4 },
      { ...met, route: '/legal', performance: 99, cls: 0.002 },
      { ...met, formFactor: 'desktop', agentic: 92 },
    ];
    expect(missedTargets(results, { cached: 12 })).toEqual([
      'TBT 4 ms on / (mobile)',
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

  test('the spread of a set of times: min, median, max', () => {
    expect(spread([320, 220, 557, 241, 300])).toEqual({
      min: 220,
      median: 300,
      max: 557,
      samples: [320, 220, 557, 241, 300],
    });
  });

  test('TBT counts in whole milliseconds, as Lighthouse reports it', () => {
    expect(missedTargets([{ ...met, tbt: 1.1368683772161603e-13 }], { cached: 4 })).toEqual([]);
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
