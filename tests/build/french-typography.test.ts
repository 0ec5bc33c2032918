import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readerText, sitePages } from '../support/pages.ts';

// French typography on every built French page, as a French reader expects it: the rules are
// checked on what the reader sees, whichever file or component the words came from.
const dist = new URL('../../dist/fr/', import.meta.url);
const pages = sitePages(dist);

const visible = (file: string) => readerText(readFileSync(new URL(file, dist), 'utf8'));

/** Each place a rule is broken, with a little of the text around it. */
const breaches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => text.slice(Math.max(0, m.index - 20), m.index + 20).replace(/\s+/g, ' '));

/** French rules; the characters: U+00A0 no-break space, U+202F narrow no-break space. */
const rules: [string, RegExp][] = [
  ['a no-break space before : ; ! ?', /(?<=[\p{L}\p{N}»)])(?:[ \t\n]?)[:;!?](?=\s|$)/gu],
  ['no plain space before : ; ! ? »', /[ \t][:;!?»]/g],
  ['a no-break space after «', /«(?![\u00a0\u202f])/g],
  ['a no-break space before »', /(?<![\u00a0\u202f])»/g],
  ["the typographic apostrophe ’, never '", /\p{L}'\p{L}/gu],
];

describe('French typography', () => {
  test('there are French pages to read', () => expect(pages.length).toBeGreaterThanOrEqual(5));

  for (const [rule, pattern] of rules)
    test(rule, () => {
      for (const page of pages) expect(breaches(visible(page), pattern), `fr/${page}`).toEqual([]);
    });

  test('the rules catch what they are meant to', () => {
    const wrong = "Conditions : lisez-les ! « Bonjour» l'atelier";
    expect(rules.map(([, pattern]) => breaches(wrong, pattern).length)).toEqual([2, 2, 1, 1, 1]);
    expect(breaches('Retours\u00a0: oui\u202f!', rules[0]![1])).toEqual([]);
    expect(breaches('Conditions: non', rules[0]![1])).toHaveLength(1);
  });
});
