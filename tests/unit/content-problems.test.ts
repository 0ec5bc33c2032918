import type { LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { afterEach, expect, test } from 'vitest';
import { withFileErrors } from '../../src/content-loading/content-errors.ts';
import {
  clearProblems,
  currentProblems,
  reportProblem,
  withEveryMistake,
} from '../../src/content-loading/content-problems.ts';

// One mistake in an English file and its French twin reads the same every time (the order in which files
// are read does not matter): the default language's file first, then by path, each message once.
const english = 'content/collections/fall-winter-2025.yaml';
const french = 'content/fr/collections/fall-winter-2025.yaml';
afterEach(() => [english, french, 'content/site.yaml'].forEach(clearProblems));

test('the default language’s files come first, then the others’, each by path', () => {
  reportProblem(`${french}#fr/fall-winter-2025`, 'French');
  reportProblem('content/site.yaml#site', 'Site');
  reportProblem(`${english}#fall-winter-2025`, 'English');
  expect(currentProblems()).toEqual(['English', 'Site', 'French']);
});

const schema = z.object({ title: z.string() });
/** A loader that reads its files side by side, as Astro's glob loader does, the French twin sooner. */
const sideBySide = (stored: string[]): LoaderContext =>
  ({
    collection: 'collections',
    store: { set: ({ id }: { id: string }) => stored.push(id) },
    parseData: async ({ data }: { data: unknown }) => schema.parse(data),
  }) as unknown as LoaderContext;
const files = [
  { id: 'fr/fall-winter-2025', filePath: french, wait: 0 },
  { id: 'fall-winter-2025', filePath: english, wait: 20 },
];
const reader = {
  name: 'side-by-side',
  load: async ({ parseData, store }: LoaderContext) => {
    await Promise.all(
      files.map(async ({ id, filePath, wait }) => {
        await new Promise((done) => setTimeout(done, wait));
        store.set({ id, data: await parseData({ id, data: { title: 7 }, filePath }) });
      }),
    );
  },
};

test('a failed load names every file’s mistake, in that order, and stores none of them', async () => {
  const stored: string[] = [];
  const load = withEveryMistake(withFileErrors(reader, schema)).load(sideBySide(stored));
  const message = await load.then(
    () => '',
    (error: Error) => error.message,
  );
  expect(message.split('\n\n').map((part) => part.split('\n')[0])).toEqual([
    `Content error in ${english} (entry "fall-winter-2025"):`,
    `Content error in ${french} (entry "fr/fall-winter-2025"):`,
  ]);
  expect(message).toContain('  - title: expected a text, found a number');
  expect(stored).toEqual([]);
});
