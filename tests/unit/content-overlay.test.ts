import { expect, test, vi } from 'vitest';
import { contentOverlay } from '../../src/integrations/content-overlay';

// The dev preview's catch-up, on a stand-in for Vite's server where the order can be set: a page not yet
// connected when a reload goes out asks once it is, and is told it came after it started loading.
test('a reload sent before the watcher has seen any file counts for a page that asks', () => {
  const [hot, page, handlers] = [{ send: vi.fn() }, { send: vi.fn() }, new Map<string, (...args: unknown[]) => void>()];
  const ws = { clients: new Set(), on: (event: string, handler: never) => handlers.set(event, handler) };
  const { hooks } = contentOverlay() as unknown as { hooks: Record<string, (options: object) => void> };
  hooks['astro:config:setup']!({ command: 'dev', injectScript: () => {} });
  hooks['astro:server:setup']!({ server: { environments: { client: { hot } }, watcher: { on: () => {} }, ws } });
  hot.send({ type: 'full-reload', path: '*' }); // as Astro does once it has written its data store
  handlers.get('content-overlay:ask')!({}, page);
  expect(page.send).toHaveBeenCalledWith('content-overlay:changed', { msAgo: expect.closeTo(0, -3) });
});
