import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { addressIn } from '../../src/site-model/languages.ts';
import { documentOf, readerText, sitePages } from '../support/pages.ts';

// The site in every language: each page in English at its address and in French under /fr/,
// linked to each other for visitors and search engines, with no English left on a French page.
const dist = new URL('../../dist/', import.meta.url);
const content = new URL('../../content/', import.meta.url);
const origin = 'https://www.maison-verane.com';
/** Every page of the default language, as dist/ has it: `index`, `legal`, `looks/look-01`… */
const slugs = sitePages(dist)
  .filter((file) => !/^[a-z]{2}\//.test(file))
  .map((file) => file.replace(/\.html$/, ''));
const page = (file: string) => documentOf(readFileSync(new URL(file, dist), 'utf8'));
/** A page's address as its links write it, from its file's name. */
const address = (lang: string, slug: string) => addressIn(lang, slug === 'index' ? '/' : `/${slug}`);

describe('every page in English and French', () => {
  for (const [lang, other, name] of [
    ['en', 'fr', 'Français'],
    ['fr', 'en', 'English'],
  ] as const)
    for (const slug of slugs)
      test(`${lang} ${slug}: lang, alternates, og:locale and a link to the same page in ${other}`, () => {
        const doc = page(`${lang === 'en' ? '' : 'fr/'}${slug}.html`);
        expect(doc.documentElement.lang).toBe(lang);
        const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)!.getAttribute('content');
        expect(meta('og:locale')).toMatch(new RegExp(`^${lang}_[A-Z]{2}$`));
        expect(meta('og:locale:alternate')).toMatch(new RegExp(`^${other}_[A-Z]{2}$`));
        const link = doc.querySelector(`a[hreflang="${other}"]`)!;
        expect(link.textContent!.trim()).toBe(name);
        expect(link.getAttribute('lang')).toBe(other);
        if (slug === '404') {
          expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
          expect(link.getAttribute('href')).toBe(address(other, 'index'));
          return;
        }
        expect(link.getAttribute('href')).toBe(address(other, slug));
        expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(origin + address(lang, slug));
        const links = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')];
        const alternates = Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
        expect(alternates).toEqual({
          en: origin + address('en', slug),
          fr: origin + address('fr', slug),
          'x-default': origin + address('en', slug),
        });
      });
});

/** Every text of a YAML content file, by its place in the file (`footer.legal`, `nav.2`, `0.title`). */
function texts(file: string) {
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') found.set(at, value);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) walk(v, at ? `${at}.${key}` : key);
  };
  walk(parse(readFileSync(new URL(file, content), 'utf8')), '');
  return found;
}

describe('French pages', () => {
  const frenchText = slugs.map((slug) => readerText(readFileSync(new URL(`fr/${slug}.html`, dist), 'utf8'))).join('\n');
  const word = (text: string) =>
    new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');

  test('carry no English text that has a French translation', () => {
    for (const file of ['site.yaml', 'home.yaml', 'collections/fall-winter-2025.yaml', 'contact.yaml']) {
      const english = texts(file);
      const translated = texts(`fr/${file}`);
      for (const [at, text] of english)
        if (translated.get(at) !== text && !/^(\.|https?:)/.test(text))
          expect(frenchText, `${file} ${at}: "${text}"`).not.toMatch(word(text));
    }
  });

  test('write dates the French way, and their policy pages have French Markdown copies', () => {
    expect(page('fr/legal.html').querySelector('time')!.textContent).toBe('1er septembre 2025');
    expect(page('fr/legal.html').querySelector('time sup.normal-case')!.textContent).toBe('er'); // « 1er », raised
    expect(page('legal.html').querySelector('time')!.textContent).toBe('1 September 2025');
    expect(readFileSync(new URL('fr/legal.md', dist), 'utf8')).toMatch(/^# Mentions légales\n/);
    expect(readFileSync(new URL('fr/privacy.md', dist), 'utf8')).toMatch(/^# Politique de confidentialité\n/);
  });

  test('each llms.txt points to the other language’s, in words from content', () => {
    const words = (lang: string) =>
      parse(readFileSync(new URL(`${lang === 'en' ? '' : `${lang}/`}site.yaml`, content), 'utf8')).llms.languages;
    expect(readFileSync(new URL('llms.txt', dist), 'utf8')).toContain(
      `\n${words('en')} [Français](${origin}/fr/llms.txt)\n`,
    );
    expect(readFileSync(new URL('fr/llms.txt', dist), 'utf8')).toContain(
      `\n${words('fr')} [English](${origin}/llms.txt)\n`,
    );
  });

  test('the sitemap pairs each page with its twin in the other language', () => {
    const sitemap = readFileSync(new URL('sitemap-0.xml', dist), 'utf8');
    for (const slug of slugs.filter((slug) => slug !== '404'))
      for (const lang of ['en', 'fr'])
        expect(sitemap).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${address(lang, slug)}"/>`,
        );
  });

  test('each sitemap entry names its English page as x-default, as the head tags do', () => {
    const sitemap = readFileSync(new URL('sitemap-0.xml', dist), 'utf8');
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => entry!);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const alternate = (lang: string) => entry.match(new RegExp(`hreflang="${lang}" href="([^"]+)"`))?.[1];
      expect(alternate('en'), entry).toMatch(new RegExp(`^${origin}/`));
      expect(alternate('x-default'), entry).toBe(alternate('en'));
    }
  });
});
