import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { addressIn, languages } from '../../src/site-model/languages.ts';
import { kinds } from '../../src/routes/page-kinds.ts';
import { documentOf, fileOf, languageOf, sitePages } from '../support/pages.ts';

// The site map as built (RGAA 12.1, 12.3, 12.4): a second way to every page, beside the menu, in each language.

const dist = new URL('../../dist/', import.meta.url);
const page = (file: string) => documentOf(readFileSync(new URL(file, dist), 'utf8'));
const said = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Every page search engines index, from the sitemap the build writes: the site map's list to hold. */
const indexed = [...readFileSync(new URL('sitemap-0.xml', dist), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url!).pathname,
);

describe.for(languages)('the site map in %s', (lang) => {
  const address = addressIn(lang, kinds.siteMap());
  const map = page(fileOf(address));
  const links = [...map.querySelectorAll('main a')].map((link) => ({
    href: link.getAttribute('href')!,
    words: said(link),
  }));

  test('RGAA 12.3: lists every public page of its language, and each link leads to the page it names', () => {
    const ofLanguage = indexed.filter((path) => languageOf(fileOf(path)) === lang && path !== address);
    expect(links.map(({ href }) => href).sort()).toEqual(ofLanguage.sort());
    for (const { href, words } of links) {
      const target = page(fileOf(href));
      expect(target.documentElement.lang, href).toBe(lang);
      // The home page's link says "Home"; every other link's words are in its page's heading.
      if (href !== addressIn(lang, kinds.home()))
        expect(said(target.querySelector('h1')).toLocaleLowerCase(), href).toContain(words.toLocaleLowerCase());
    }
  });

  test('RGAA 9.1: one heading a collection, its looks listed under it in order', () => {
    const seasons = [...map.querySelectorAll('main h3')];
    expect(seasons.length).toBeGreaterThan(0);
    for (const heading of seasons) {
      const looks = [...heading.nextElementSibling!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      const season = heading.querySelector('a')!.getAttribute('href')!;
      expect(looks.length, season).toBeGreaterThan(0);
      for (const look of looks) expect(look, season).toMatch(new RegExp(`^${season}/`));
    }
  });
});

test('RGAA 12.1, 12.4: every page leads to the site map, at the same place, in the same words, before the statement', () => {
  for (const file of sitePages(dist)) {
    const lang = languageOf(file);
    const footer = page(file).querySelector('body > footer');
    const links = [...(footer?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    const map = links.indexOf(addressIn(lang, kinds.siteMap()));
    expect(map, `RGAA 12.4: ${file} has no link to the site map in its footer`).toBeGreaterThanOrEqual(0);
    expect(links[map + 1], `RGAA 12.4: ${file}`).toBe(addressIn(lang, kinds.policy({ policy: 'accessibility' })));
  }
  const words = (lang: string) =>
    new Set(
      sitePages(dist)
        .filter((file) => languageOf(file) === lang)
        .map((file) => said(page(file).querySelector(`body > footer a[href="${addressIn(lang, kinds.siteMap())}"]`))),
    );
  for (const lang of languages) expect([...words(lang)]).toHaveLength(1);
});
