import { describe, expect, test } from 'vitest';
import { longDate } from '../../src/i18n/dates';
import { ogLocale, ownName } from '../../src/i18n/language-names';
import { langParam, languagePaths, localePath, unprefixed } from '../../src/i18n/languages';

// The site's language functions (src/i18n/), on their own: the pages only show their results.
describe('languages', () => {
  test('a path in a language: English keeps the specification’s addresses, French sits under /fr/', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('en', '/legal')).toBe('/legal');
    expect(localePath('fr', '/legal')).toBe('/fr/legal');
    expect(localePath('fr', '/looks/look-01')).toBe('/fr/looks/look-01');
    expect(localePath('fr', '/')).toBe('/fr/'); // a language's home is its folder
  });

  test('a page’s path without its language, whichever form the address takes', () => {
    for (const [pathname, path] of [
      ['/fr/legal', '/legal'],
      ['/legal', '/legal'],
      ['/fr/legal.html', '/legal'],
      ['/fr/', '/'],
      ['/fr/index.html', '/'],
      ['/', '/'],
      ['/looks/look-01', '/looks/look-01'],
    ])
      expect(unprefixed(pathname), pathname).toBe(path);
  });

  test('one page per language, the default one without a prefix', () => {
    expect([langParam('en'), langParam('fr')]).toEqual([undefined, 'fr']);
    expect(languagePaths()).toEqual([{ params: { lang: undefined } }, { params: { lang: 'fr' } }]);
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
    expect(['en', 'fr', 'de'].map(ogLocale)).toEqual(['en_US', 'fr_FR', 'de_DE']);
  });
});
