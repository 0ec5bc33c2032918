import { describe, expect, test } from 'vitest';
import { longDate } from '../../src/i18n/dates.ts';
import { ogLocale, ownName } from '../../src/i18n/language-names.ts';
import { collectionOf } from '../../src/content-loading/content-files.ts';
import { addressIn, baseId, contentPath, entryId, languageOfEntry, localeOf } from '../../src/site-model/languages.ts';

// The site's language functions (src/i18n/), on their own: the pages only show their results.
describe('languages', () => {
  test('a path in a language: English keeps the specification’s addresses, French sits under /fr/', () => {
    expect(addressIn('en', '/')).toBe('/');
    expect(addressIn('en', '/legal')).toBe('/legal');
    expect(addressIn('fr', '/legal')).toBe('/fr/legal');
    expect(addressIn('fr', '/collections/fall-winter-2025/look-01')).toBe('/fr/collections/fall-winter-2025/look-01');
    expect(addressIn('fr', '/')).toBe('/fr/'); // a language's home is its folder
    expect(addressIn('fr', 'legal')).toBe('/fr/legal');
  });

  test('a content entry’s id in a language, and back', () => {
    expect([entryId('site', 'en'), entryId('site', 'fr')]).toEqual(['site', 'fr/site']);
    expect(['site', 'fr/look-01'].map(languageOfEntry)).toEqual(['en', 'fr']);
    expect(baseId('fr/look-01')).toBe('look-01');
    expect(contentPath('fr', 'pages/legal.mdx')).toBe('fr/pages/legal.mdx');
  });

  test('a path under content/ names its collection, in any language', () => {
    expect(
      ['site.yaml', 'fr/collections/fall-winter-2025.yaml', 'fr/pages/legal.mdx', 'images/a.jpg'].map(collectionOf),
    ).toEqual(['site', 'seasons', 'pages', undefined]);
  });

  test('a date as each language writes it, the French first of the month as « 1er »', () => {
    expect(longDate(new Date('2025-09-01'), 'en')).toBe('1 September 2025');
    expect(longDate(new Date('2025-09-01'), 'fr')).toBe('1er septembre 2025');
    expect(longDate(new Date('2025-09-21'), 'fr')).toBe('21 septembre 2025');
    // UTC: a date never moves to the day before in a time zone west of Greenwich.
    expect(longDate(new Date('2025-09-01T00:00:00Z'), 'en')).toBe('1 September 2025');
  });

  test('each language named in its own language, with a capital, and its Open Graph locale', () => {
    expect(['en', 'fr', 'de'].map(ownName)).toEqual(['English', 'Français', 'Deutsch']);
    // One locale per language for dates and sharing cards: the house writes British English.
    expect(['en', 'fr', 'de'].map(ogLocale)).toEqual(['en_GB', 'fr_FR', 'de_DE']);
    expect(['en', 'fr', 'de'].map(localeOf)).toEqual(['en-GB', 'fr-FR', 'de-DE']);
  });
});
