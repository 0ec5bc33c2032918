import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { documentOf } from '../support/pages.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';

// The collections and their look pages as built: one per look and language, found by search engines,
// sitemaps and agents.
const dist = new URL('../../dist/', import.meta.url);
const origin = 'https://www.maison-verane.com';
const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');
const page = (file: string) => documentOf(read(file));
const seasonOf = (file: string) =>
  parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8')) as {
    name: string;
    title: string;
    looks: {
      id: string;
      title: string;
      alt: string;
      description: string;
      details: string[];
      image: string;
      views: { image: string }[];
    }[];
  };
const collection = '/collections/fall-winter-2025';
const languages = [
  { lang: 'en', prefix: '', season: seasonOf('collections/fall-winter-2025.yaml') },
  { lang: 'fr', prefix: '/fr', season: seasonOf('fr/collections/fall-winter-2025.yaml') },
];
const fileIn = (prefix: string, path: string) => `${prefix.slice(1)}${prefix ? '/' : ''}${path}`;
const structuredData = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));

describe('look pages', () => {
  for (const { lang, prefix, season } of languages)
    for (const look of season.looks)
      // Title, description, addresses and the card's size: tests/build/seo.test.ts, for every page.
      test(`${lang} ${look.id}: its own picture as the sharing card, and its structured data`, () => {
        const doc = page(fileIn(prefix, `${collection.slice(1)}/${look.id}.html`));
        const meta = (selector: string) => doc.querySelector(selector)!.getAttribute('content');
        const url = `${origin}${prefix}${collection}/${look.id}`;
        // The sharing card is this look's picture, whole, in its own shape.
        expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`^${origin}/_astro/${look.id}-[\\w.-]+\\.jpg$`));
        expect(meta('meta[property="og:image:alt"]')).toBe(look.alt);
        const data = structuredData(doc);
        const work = data.find((item) => item['@type'] === 'CreativeWork');
        expect(work).toMatchObject({
          name: look.title,
          url,
          inLanguage: lang,
          material: look.details.join('; '),
          isPartOf: { '@type': 'Collection', name: season.name, url: `${origin}${prefix}${collection}` },
        });
        expect(JSON.stringify(data)).not.toMatch(/"Product"|"Offer"|price/);
        // The page is not shown, nor captured for the view transition, before its main picture is parsed:
        // on a busy phone the gallery picture would otherwise have nothing to grow into.
        const expected = doc
          .querySelector(`head link[rel="expect"][blocking="render"][href="#${lookElementId(look.id)}"]`)!
          .getAttribute('href')!;
        expect(doc.querySelector(`main ${expected}`)?.closest('.look-main')).not.toBeNull();
        // Back to the gallery it came from (the current collection's is the home page's), and to every collection.
        expect(doc.querySelector(`main a[href="${prefix}/#${lookElementId(look.id)}"]`)).not.toBeNull();
        expect(doc.querySelector(`main a[href="${prefix}/collections"]`)).not.toBeNull();
      });

  test('each zoomable picture opens a modal view, else a popover, else a plain link to its full file', () => {
    const doc = page(`${collection.slice(1)}/look-01.html`);
    const zoomRules = [...doc.querySelectorAll('head style')].map((style) => style.textContent).join('');
    const triggers = [...doc.querySelectorAll('button[command="show-modal"]')];
    expect(triggers).toHaveLength(3);
    for (const trigger of triggers) {
      const id = trigger.getAttribute('commandfor')!;
      expect(trigger.getAttribute('popovertarget'), id).toBe(id);
      const view = doc.getElementById(id)!;
      expect(view.matches('dialog[popover][closedby="any"]'), id).toBe(true);
      const close = view.querySelector('button[autofocus]')!;
      expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([id, 'close']);
      expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual([id, 'hide']);
      const file = zoomRules.match(
        new RegExp(`#${id}:is\\(\\[open\\],:popover-open\\)>\\.zoom-image\\{background-image:url\\("([^"]+)"\\)`),
      )![1];
      const link = trigger.parentElement!.nextElementSibling!;
      expect(link.matches('a.zoom-fallback'), id).toBe(true);
      expect(link.getAttribute('href')).toBe(file);
    }
  });

  test('a look is 12 picture files: its gallery picture shares its page’s cuts and its sharing card', () => {
    const look = languages[0]!.season.looks[0]!;
    const files = (picture: Element) =>
      [...picture.querySelectorAll('source')].flatMap((source) =>
        source
          .getAttribute('srcset')!
          .split(', ')
          .map((candidate) => candidate.split(' ')[0]!),
      );
    const card = page('index.html').querySelector(`#${lookElementId(look.id)} picture`)!;
    const onPage = page(`${collection.slice(1)}/${look.id}.html`);
    expect(files(onPage.querySelector('.look-main picture')!)).toEqual(expect.arrayContaining(files(card).slice(1)));
    // Browsers without AVIF get the sharing card, a JPEG: no file of its own.
    const og = onPage.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(og).toBe(origin + card.querySelector('img')!.getAttribute('src'));
    // Three pictures: the main one's 6 files and each view's 3, zoom files included (src/pictures/README.md).
    const names = [look.image, ...look.views.map((view) => view.image)].map(
      (path) => path.split('/').pop()!.split('.')[0]!,
    );
    const built = readdirSync(new URL('_astro/', dist)).filter((file) =>
      names.includes(file.replace(/_[\w-]+\.\w+$/, '')),
    );
    expect(built.length).toBe(12);
  });

  test('llms.txt lists every collection and its look pages with their descriptions, in each language', () => {
    for (const { prefix, season } of languages) {
      const text = read(fileIn(prefix, 'llms.txt'));
      expect(text).toContain(`\n### ${season.name}\n\n- [${season.title}](${origin}${prefix}${collection})\n`);
      for (const look of season.looks)
        expect(text).toContain(`- [${look.title}](${origin}${prefix}${collection}/${look.id}): ${look.description}`);
    }
  });
});

describe('collections', () => {
  for (const { lang, prefix, season } of languages)
    test(`${lang}: the home page and each collection's page lead to every look and to the list of collections`, () => {
      for (const file of [fileIn(prefix, 'index.html'), fileIn(prefix, `${collection.slice(1)}.html`)]) {
        const doc = page(file);
        const links = [...doc.querySelectorAll('main li a')].map((a) => a.getAttribute('href'));
        expect(links, file).toEqual(season.looks.map((look) => `${prefix}${collection}/${look.id}`));
        expect(doc.querySelector(`main a[href="${prefix}/collections"]`), file).not.toBeNull();
      }
      // The collection's page tells search engines it is a list of its looks, in their order.
      const data = structuredData(page(fileIn(prefix, `${collection.slice(1)}.html`)));
      expect(data.find((item) => item['@type'] === 'Collection')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Collection',
        name: season.name,
        url: `${origin}${prefix}${collection}`,
        inLanguage: lang,
        hasPart: season.looks.map((look) => ({
          '@type': 'CreativeWork',
          name: look.title,
          url: `${origin}${prefix}${collection}/${look.id}`,
        })),
      });
      // The list of collections: each one's cover and name lead to its page; only the first cover loads at once.
      const list = page(fileIn(prefix, 'collections.html'));
      const items = [...list.querySelectorAll('main li')];
      expect(items.map((li) => [li.querySelector('a')!.getAttribute('href'), li.textContent!.trim()])).toEqual([
        [`${prefix}${collection}`, season.name],
      ]);
      expect(items[0]!.querySelector('img')!.getAttribute('loading')).toBe('eager');
    });
});

test('a long list of pictures lays out and paints only the cards near the screen', () => {
  for (const file of ['index.html', `${collection.slice(1)}.html`, 'collections.html']) {
    const text = read(file);
    expect(text, file).toMatch(/\.gallery-card\{[^}]*content-visibility:auto;contain-intrinsic-height:auto calc\(/);
    const cards = [...page(file).querySelectorAll('main ul > li')];
    expect(cards.length, file).toBeGreaterThan(0);
    for (const card of cards) expect(card.classList.contains('gallery-card'), file).toBe(true);
    // The card's width and stand-in height are worked out in its list's units (tests/e2e/budgets.spec.ts).
    for (const card of cards) expect(card.parentElement!.classList.contains('@container'), file).toBe(true);
  }
});

// A busy phone may paint a page before the parser reaches the hero's title; the title would then push the
// hero open from below (a layout shift). Each page with a hero blocks its first paint until its title is parsed.
test('a page with a hero is not shown before the hero’s title is parsed', () => {
  const withHero = ['index.html', 'fr/index.html', `${collection.slice(1)}.html`, `fr${collection}.html`];
  for (const file of withHero) {
    const doc = page(file);
    const title = doc.querySelector('main section h1')!;
    expect(title.id, file).not.toBe('');
    expect(doc.querySelector(`head link[rel="expect"][blocking="render"][href="#${title.id}"]`), file).not.toBeNull();
  }
});
