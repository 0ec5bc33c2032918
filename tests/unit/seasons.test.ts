import { expect, test } from 'vitest';
import { currentOf, currentProblems, newestFirst, seasonProblems } from '../../src/content-loading/season-checks.ts';

// The seasons' checks across files (src/content-loading/season-checks.ts); their addresses: routes.test.ts.
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
