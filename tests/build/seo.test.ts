import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  addressOf,
  contentData,
  dist,
  documentOf,
  fileOf,
  isNotFound,
  languageOf,
  origin,
  readDist,
  sitePages,
  slugOf,
} from '../support/pages.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';

// Search and sharing, as built: each page's title, description, canonical address, Open Graph and Twitter
// tags, sharing picture (its real pixels) and Organization data, in every language, with the words of
// content/; the 404 kept out of search; robots.txt, the sitemaps, the favicon and the web manifest.
// (Each page's alternates in the other languages, and the sitemap's, are in languages.test.ts.)
const pages = sitePages(dist).sort();
const head = (file: string) => documentOf(readDist(file)).head;
/** A picture of dist/ (by its address) or in a buffer: its format and size in pixels. */
const picture = async (source: string | Buffer) => {
  const { format, width, height } = await sharp(
    typeof source === 'string' ? new URL(fileOf(source), dist).pathname : source,
  ).metadata();
  return { format, size: [width, height] };
};

/** A page's title and description, from the content of its language (the page's template says which field). */
function words(file: string) {
  const lang = languageOf(file);
  const slug = slugOf(file);
  const site = contentData(lang, 'site.yaml');
  const named = (title: string) => `${title} — ${site.name}`;
  const collection = (name: string) => contentData(lang, `collections/${name}.yaml`);
  // The home page is its current collection's, as content/home.yaml names it.
  if (slug === '/')
    return { title: collection(contentData(lang, 'home.yaml').collection).title, description: site.description };
  if (slug === '/coming-soon') return { title: named(site.comingSoon.title), description: site.comingSoon.text };
  if (slug === '/site-map') return { title: named(site.siteMap.title), description: site.siteMap.description };
  if (slug === '/collections')
    return { title: named(site.collections.title), description: site.collections.description };
  const [, name, look] = slug.match(/^\/collections\/([^/]+)(?:\/(.+))?$/) ?? [];
  if (look) {
    const { title, description } = collection(name!).looks.find((l: { id: string }) => l.id === look);
    return { title: named(title), description };
  }
  if (name) return { title: collection(name).title, description: site.description };
  const { title, description } = contentData(lang, `pages${slug}.mdx`); // privacy, legal: an MDX page's own
  return { title, description };
}

describe('search and sharing', () => {
  for (const file of pages.filter((page) => !isNotFound(page)))
    test(`${file}: title, description, canonical, Open Graph, Twitter card, and on a home page Organization JSON-LD`, async () => {
      const { title, description } = words(file);
      const doc = head(file);
      const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content');
      expect(doc.querySelector('title')!.textContent).toBe(title);
      expect(meta('name="description"')).toBe(description);
      const canonical = origin + addressOf(file);
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(canonical);
      expect(meta('property="og:url"')).toBe(canonical);
      expect(meta('property="og:title"')).toBe(title);
      expect(meta('property="og:description"')).toBe(description);
      // X falls back to the Open Graph title, description and image: no copies of them.
      expect(meta('name="twitter:card"')).toBe('summary_large_image');
      expect(doc.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(1);
      // A look's sharing card is that look, whole, in its own 4:5 shape; the other pages share the hero's 1200×630.
      const card = /^\/collections\/[^/]+\/./.test(slugOf(file)) ? [1200, 1500] : [1200, 630];
      const image = new URL(meta('property="og:image"')!);
      expect(image.origin).toBe(origin);
      expect((await picture(image.pathname)).size).toEqual(card);
      expect([meta('property="og:image:width"'), meta('property="og:image:height"')]).toEqual(card.map(String));
      // The house's Organization data is on its home page only: elsewhere it would cost every page its bytes.
      const organizations = [...doc.ownerDocument.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent!))
        .filter((data) => data['@type'] === 'Organization');
      if (!/^([a-z]{2}\/)?index\.html$/.test(file)) return expect(organizations).toEqual([]);
      const site = contentData(languageOf(file), 'site.yaml');
      expect(organizations).toMatchObject([{ '@context': 'https://schema.org', name: site.name }]);
      const logo = new URL(organizations[0].logo);
      expect(logo.origin).toBe(origin);
      expect(existsSync(new URL(fileOf(logo.pathname), dist)), organizations[0].logo).toBe(true);
    });

  test('the 404 page, in every language, asks not to be indexed and has no canonical address', () => {
    const notFound = pages.filter(isNotFound);
    expect(notFound).toContain('404.html');
    for (const file of notFound) {
      expect(head(file).querySelector('meta[name="robots"]')!.getAttribute('content'), file).toBe('noindex');
      expect(head(file).querySelector('link[rel="canonical"]'), file).toBeNull();
    }
  });

  test('robots.txt points to the sitemap index, whose sitemaps list every page in every language but the 404', () => {
    expect(readDist('robots.txt')).toContain(`\nSitemap: ${origin}/sitemap-index.xml\n`);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const sitemaps = locs(readDist('sitemap-index.xml'));
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = sitemaps.flatMap((sitemap) => {
      expect(sitemap.startsWith(`${origin}/`), sitemap).toBe(true);
      return locs(readDist(fileOf(new URL(sitemap).pathname)));
    });
    const addresses = pages.filter((page) => !isNotFound(page)).map((page) => origin + addressOf(page));
    expect(urls.sort()).toEqual(addresses.sort());
  });

  test('a favicon set and a web manifest with the label’s name and icons', async () => {
    const doc = head('index.html');
    // The tab icon is a file of its own, fetched once for every page: a 32 px PNG, small and of few colours.
    const favicon = doc.querySelector('link[rel="icon"]')!.getAttribute('href')!;
    expect(await picture(favicon)).toEqual({ format: 'png', size: [32, 32] });
    expect(statSync(new URL(fileOf(favicon), dist)).size).toBeLessThan(512);
    const appleIcon = doc.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!;
    expect(appleIcon).toMatch(/\.png$/); // served as image/png: its type is its name's
    expect((await picture(appleIcon)).format).toBe('png');
    const manifestFile = doc.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
    expect(manifestFile).toMatch(/\.webmanifest$/); // its type as served: headers.spec.ts
    const manifest = JSON.parse(readFileSync(new URL(fileOf(manifestFile), dist), 'utf8'));
    expect(manifest).toMatchObject({ name: contentData(defaultLanguage, 'site.yaml').name, start_url: '/' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // Each icon is there, of its declared type and, for the pictures in pixels, of its declared size.
    for (const { src, sizes, type } of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const { format, size } = await picture(src);
      expect(type, src).toBe(`image/${format === 'svg' ? 'svg+xml' : format}`);
      if (sizes !== 'any') expect(size.join('x'), src).toBe(sizes);
    }
  });
});
