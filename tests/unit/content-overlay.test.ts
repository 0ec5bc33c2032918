import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type UserConfig } from 'vite';
import { expect, test, vi } from 'vitest';
import { contentOverlay } from '../../src/integrations/content-overlay.ts';

// The dev preview's catch-up, on a stand-in for Vite's server where the order can be set: a page not yet
// connected when a reload goes out asks once it is, and is told it came after it started loading.
test('a reload sent before the watcher has seen any file counts for a page that asks', () => {
  const [hot, page, handlers] = [{ send: vi.fn() }, { send: vi.fn() }, new Map<string, (...args: unknown[]) => void>()];
  const ws = { clients: new Set(), on: (event: string, handler: never) => handlers.set(event, handler) };
  const { hooks } = contentOverlay() as unknown as { hooks: Record<string, (options: object) => void> };
  hooks['astro:config:setup']!({ command: 'dev', injectScript: () => {}, updateConfig: () => {} });
  hooks['astro:server:setup']!({ server: { environments: { client: { hot } }, watcher: { on: () => {} }, ws } });
  hot.send({ type: 'full-reload', path: '*' }); // as Astro does once it has written its data store
  handlers.get('content-overlay:ask')!({}, page);
  expect(page.send).toHaveBeenCalledWith('content-overlay:changed', { msAgo: expect.closeTo(0, -3) });
});

// Vite's file watcher as the preview sets it up: a save that reaches the disk in two steps (the file emptied,
// then written 10 ms later, as an editor saving in place on a busy machine) is reported with its final text.
test('a save written in two steps reaches the preview with its final text', async () => {
  let vite: UserConfig = {};
  const { hooks } = contentOverlay() as unknown as { hooks: Record<string, (options: object) => void> };
  hooks['astro:config:setup']!({
    command: 'dev',
    injectScript: () => {},
    updateConfig: (c: { vite: UserConfig }) => (vite = c.vite),
  });
  const dir = mkdtempSync(join(tmpdir(), 'saves-'));
  const file = join(dir, 'site.yaml');
  writeFileSync(file, 'copyright: before\n');
  const server = await createServer({
    ...vite,
    root: dir,
    configFile: false,
    logLevel: 'silent',
    server: { ...vite.server, middlewareMode: true, hmr: false },
  });
  const reported: string[] = [];
  server.watcher.on('change', (path) => path === file && reported.push(readFileSync(file, 'utf8')));
  try {
    // The watcher is watching once it reports a first save.
    writeFileSync(file, 'copyright: first\n');
    await vi.waitFor(() => expect(reported).toContain('copyright: first\n'));
    writeFileSync(file, '');
    await new Promise((done) => setTimeout(done, 10));
    writeFileSync(file, 'copyright: saved\n');
    await vi.waitFor(() => expect(reported.at(-1)).toBe('copyright: saved\n'));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true });
  }
});
