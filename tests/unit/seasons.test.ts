import { expect, test } from 'vitest';
import {
  addressProblems,
  currentOf,
  currentProblems,
  moves,
  newestFirst,
  seasonProblems,
} from '../../src/content-loading/season-checks';

// The seasons' addresses (src/lookbook/seasons.ts): where old ones lead, and the mistakes that would break one.
const look = (id: string, formerly: string[] = []) => ({ id, formerly });
const season = (slug: string, date: string, looks = [look('look-01')], formerly: string[] = []) => ({
  slug,
  date: new Date(date),
  formerly,
  looks,
});
const fw25 = season('fall-winter-2025', '2025-03-04', [look('look-01', ['/looks/look-01']), look('look-02')]);
const ss26 = season('spring-summer-2026', '2025-09-30', [look('look-01')], ['/collections/ss-2026']);

test('the newest collection first, by the day it was shown', () => {
  expect(newestFirst([fw25, ss26]).map((s) => s.slug)).toEqual(['spring-summer-2026', 'fall-winter-2025']);
});

test('an old address leads to where it is now; a renamed collection takes its looks’ old addresses along', () => {
  expect(moves([fw25, ss26]).map(({ from, to }) => [from, to])).toEqual([
    ['/looks/look-01', '/collections/fall-winter-2025/look-01'],
    ['/collections/ss-2026', '/collections/spring-summer-2026'],
    ['/collections/ss-2026/look-01', '/collections/spring-summer-2026/look-01'],
  ]);
  expect(addressProblems([fw25, ss26])).toEqual([]);
});

test('an old address still in use, or given to two places, is refused with its file and field', () => {
  // A look's old address that is another look's page today: it would hide that page, or lead to itself.
  const inUse = season('fall-winter-2025', '2025-03-04', [
    look('look-01', ['/collections/fall-winter-2025/look-02']),
    look('look-02'),
  ]);
  expect(addressProblems([inUse])).toEqual([
    'content/collections/fall-winter-2025.yaml, looks.0.formerly.0: /collections/fall-winter-2025/look-02 is in use today (content/collections/fall-winter-2025.yaml, looks.1); an old address must not be: delete it here',
  ]);
  // Two collections at one address: the old name of one is the other's name today.
  const taken = season('spring-summer-2026', '2025-09-30', [look('look-01')], ['/collections/fall-winter-2025']);
  expect(addressProblems([fw25, taken])[0]).toBe(
    'content/collections/spring-summer-2026.yaml, formerly.0: /collections/fall-winter-2025 is in use today (content/collections/fall-winter-2025.yaml); an old address must not be: delete it here',
  );
  const twice = season('spring-summer-2026', '2025-09-30', [look('look-01', ['/looks/look-01'])]);
  expect(addressProblems([fw25, twice])).toEqual([
    'content/collections/spring-summer-2026.yaml, looks.0.formerly.0: /looks/look-01 already leads to /collections/fall-winter-2025/look-01 (content/collections/fall-winter-2025.yaml, looks.0.formerly.0): keep it in one place only',
  ]);
});

test('a translation has the looks of its collection, in its order', () => {
  const entry = (id: string, looks: string[]) => ({ id, data: { ...fw25, looks: looks.map((l) => look(l)) } });
  expect(
    seasonProblems([
      entry('fall-winter-2025', ['look-01', 'look-02']),
      entry('fr/fall-winter-2025', ['look-02', 'look-01']),
    ]),
  ).toEqual([
    'content/fr/collections/fall-winter-2025.yaml, looks: look-02, look-01; a translation has the looks of content/collections/fall-winter-2025.yaml, in its order: look-01, look-02',
  ]);
});

test('the current collection must be one of its language’s content/collections/', () => {
  const homes = [
    { id: 'home', data: { collection: 'fall-winter-2025' } },
    { id: 'fr/home', data: { collection: 'spring-summer-2062' } },
  ];
  const files = (lang: string) => (lang === 'fr' ? ['fall-winter-2025', 'spring-summer-2026'] : ['fall-winter-2025']);
  expect(currentProblems(homes, files)).toEqual([
    'content/fr/home.yaml, collection: "spring-summer-2062" is not a collection of content/fr/collections/; write one of fall-winter-2025, spring-summer-2026',
  ]);
  // Both exist, but the languages' home pages would show two seasons.
  const apart = [homes[0]!, { id: 'fr/home', data: { collection: 'spring-summer-2026' } }];
  expect(currentProblems(apart, files)).toEqual([
    'content/fr/home.yaml, collection: "spring-summer-2026"; write "fall-winter-2025", as content/home.yaml does',
  ]);
  expect(currentOf([fw25], 'fall-winter-2025', 'content/home.yaml')).toBe(fw25);
});
