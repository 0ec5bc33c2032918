import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';

// The look pages as built: one per look and language, found by search engines, sitemaps and agents.
const dist = new URL('../../dist/', import.meta.url);
const origin = 'https://www.maison-verane.com';
const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');
const page = (file: string) => new JSDOM(read(file)).window.document;
const looksOf = (file: string) =>
  parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8')) as {
    id: string;
    title: string;
    alt: string;
    description: string;
    details: string[];
  }[];
const languages = [
  { lang: 'en', prefix: '', looks: looksOf('looks.yaml') },
  { lang: 'fr', prefix: '/fr', looks: looksOf('fr/looks.yaml') },
];

describe('look pages', () => {
  for (const { lang, prefix, looks } of languages)
    for (const look of looks)
      // Title, description, addresses and the card's size: tests/build/seo.test.ts, for every page.
      test(`${lang} ${look.id}: its own picture as the sharing card, and its structured data`, () => {
        const doc = page(`${prefix.slice(1)}${prefix ? '/' : ''}looks/${look.id}.html`);
        const meta = (selector: string) => doc.querySelector(selector)!.getAttribute('content');
        const url = `${origin}${prefix}/looks/${look.id}`;
        // The sharing card is this look's picture, whole, in its own shape.
        expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`^${origin}/_astro/${look.id}-[\\w.-]+\\.jpg$`));
        expect(meta('meta[property="og:image:alt"]')).toBe(look.alt);
        const data = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent!),
        );
        const work = data.find((item) => item['@type'] === 'CreativeWork');
        expect(work).toMatchObject({
          name: look.title,
          url,
          inLanguage: lang,
          material: look.details.join('; '),
          isPartOf: { '@type': 'Collection', url: `${origin}${prefix}/` },
        });
        expect(JSON.stringify(data)).not.toMatch(/"Product"|"Offer"|price/);
        // The page is not shown, nor captured for the view transition, before its main picture is parsed:
        // on a busy phone the gallery picture would otherwise have nothing to grow into.
        const expected = doc
          .querySelector('head link[rel="expect"][blocking="render"][href^="#picture-"]')!
          .getAttribute('href')!;
        expect(doc.querySelector(`main ${expected}`)?.closest('.look-main')).not.toBeNull();
      });

  test('each zoomable picture offers a plain link to its full file, for a browser without popovers', () => {
    const doc = page('looks/look-01.html');
    const zoomRules = [...doc.querySelectorAll('head style')].map((style) => style.textContent).join('');
    const triggers = [...doc.querySelectorAll('button[popovertarget]:not([popovertargetaction])')];
    expect(triggers).toHaveLength(3);
    for (const trigger of triggers) {
      const id = trigger.getAttribute('popovertarget')!;
      const file = zoomRules.match(
        new RegExp(`#${id}:popover-open>\\.zoom-image\\{background-image:url\\("([^"]+)"\\)`),
      )![1];
      const link = trigger.parentElement!.nextElementSibling!;
      expect(link.matches('a.zoom-fallback'), id).toBe(true);
      expect(link.getAttribute('href')).toBe(file);
    }
  });

  test('llms.txt lists every look page with its description, in each language', () => {
    for (const { prefix, looks } of languages) {
      const text = read(`${prefix.slice(1)}${prefix ? '/' : ''}llms.txt`);
      for (const look of looks)
        expect(text).toContain(`- [${look.title}](${origin}${prefix}/looks/${look.id}): ${look.description}`);
    }
  });
});
