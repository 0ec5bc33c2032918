import { EventEmitter } from 'node:events';
import type { LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { afterEach, expect, test, vi } from 'vitest';
import { clearProblems, currentProblems } from '../../src/content-loading/content-problems.ts';
import { withTranslations } from '../../src/i18n/translations.ts';

// The dev preview's translation check (src/i18n/translations.ts) on a collection of one file, whose French
// twin the loader refuses: the refusal is the message to show, until the refused file is deleted.
const missing = 'content/fr/site.yaml: missing; translate content/site.yaml';
afterEach(() => {
  clearProblems('translations#site');
  vi.useRealTimers();
});

async function loadWithFrenchRefused() {
  const ids = new Set<string>();
  const watcher = new EventEmitter();
  const context = {
    collection: 'site',
    store: { keys: () => [...ids], set: ({ id }: { id: string }) => ids.add(id) },
    watcher,
    parseData: async ({ id }: { id: string }) => {
      if (id === 'fr/site') throw new Error('content/fr/site.yaml: not YAML');
      return {};
    },
  } as unknown as LoaderContext;
  const loader = withTranslations(
    {
      name: 'one-file',
      load: async ({ store, parseData }) => {
        store.set({ id: 'site', data: await parseData({ id: 'site', data: {} }) });
        await parseData({ id: 'fr/site', data: {} }).catch(() => {});
      },
    },
    { file: 'site.yaml', label: 'Site', schema: z.object({}) },
  );
  await loader.load(context);
  return watcher;
}

test('a refused translation holds the check back; deleted, it is missing', async () => {
  vi.useFakeTimers();
  const watcher = await loadWithFrenchRefused();
  watcher.emit('all', 'change', '/house/content/site.yaml');
  vi.runAllTimers();
  expect(currentProblems().join('\n')).not.toContain(missing);
  watcher.emit('all', 'unlink', '/house/content/fr/site.yaml');
  vi.runAllTimers();
  expect(currentProblems().join('\n')).toContain(missing);
});
