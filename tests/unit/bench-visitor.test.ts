import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { reporterCopy } from '../bench/reporter-copy.mjs';
import { serve } from '../bench/cdn-server.mjs';

// The bench's visitor pass (tests/bench/visitor.mjs) needs no DevTools: the pages time themselves and the
// server shapes the network. These are its two pieces that do not need a display.
const csp = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-x='">`;

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  mkdirSync(join(dir, 'fr'));
  for (const page of ['index.html', 'fr/index.html'])
    writeFileSync(join(dir, page), `<html><head>${csp}</head><body><a href="/legal">Legal</a></body></html>`);
  writeFileSync(join(dir, 'big.txt'), 'x'.repeat(20_000));
  // The editor at /admin: a policy of its own, with no script-src to add to.
  mkdirSync(join(dir, 'admin'));
  const editor = `<html><head><meta http-equiv="content-security-policy" content="default-src 'none'"></head></html>`;
  writeFileSync(join(dir, 'admin/index.html'), editor);
  return dir;
}

describe('the visitor pass', () => {
  test('every page of the copy carries the reporter, its hash in that page’s CSP; the editor is left alone', () => {
    const copy = reporterCopy(site());
    expect(readFileSync(join(copy, 'admin/index.html'), 'utf8')).not.toContain('<script>');
    for (const page of ['index.html', 'fr/index.html']) {
      const html = readFileSync(join(copy, page), 'utf8');
      const script = html.match(/<script>(.*?)<\/script><\/head>/s)![1];
      const hash = createHash('sha256').update(script).digest('base64');
      expect(html).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-x='`);
      expect(script).toContain("sendBeacon('/__bench'");
    }
  });

  test('the shaped server waits a round trip, paces the body at the link’s rate, and takes reports', async () => {
    const reports: unknown[] = [];
    const network = { latencyMs: 150, bytesPerSecond: 100_000 };
    const server = await serve(site(), 0, { secure: false, network, onReport: (r: unknown) => reports.push(r) });
    const { port } = server.address() as { port: number };
    const call = (path: string, method = 'GET', body = '') =>
      new Promise<number>((done) => {
        const started = performance.now();
        const req = request({ port, host: '127.0.0.1', path, method }, (res) => {
          res.resume();
          res.on('end', () => done(performance.now() - started));
        });
        req.end(body);
      });
    // 20 KB at 100 KB/s after 150 ms: never sooner than 350 ms (a lower bound holds on any machine).
    expect(await call('/big.txt')).toBeGreaterThanOrEqual(345);
    await call('/__bench', 'POST', JSON.stringify({ type: 'press', at: 1 }));
    expect(reports).toEqual([{ type: 'press', at: 1 }]);
    server.close();
  });
});
