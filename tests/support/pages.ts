import { readFileSync, existsSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { addressIn, contentPath, defaultLanguage, languages } from '../../src/site-model/languages.ts';
import { kinds } from '../../src/routes/page-kinds.ts';
import { sitePages } from './site-pages.ts';

export { sitePages };

// A built page's file and its address, as static hosts map them: no language or config needed, so both
// Vitest and Playwright use these.

/** A built page's address: `legal.html` → `/legal`, `fr/index.html` → `/fr/` (a language's home is its folder). */
export const addressOf = (file: string) => `/${file}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');

/** The file of dist/ that answers an address: `/fr/` → `fr/index.html`, `/legal` → `legal.html`, `/legal.md` as is. */
export const fileOf = (pathname: string) =>
  pathname.endsWith('/')
    ? `${pathname.slice(1)}index.html`
    : /\.\w+$/.test(pathname)
      ? pathname.slice(1)
      : `${pathname.slice(1)}.html`;

/** The language of an address: its first folder when that is a language's code, else the default language. */
const languageOfAddress = (pathname: string) =>
  languages.find((lang) => lang !== defaultLanguage && new RegExp(`^/${lang}(/|$)`).test(pathname)) ?? defaultLanguage;

/** The page an address shows without its language: `/fr/legal` and `/legal` are `/legal`; `/fr/` is `/`. */
const pageOf = (pathname: string) => {
  const lang = languageOfAddress(pathname);
  return (lang === defaultLanguage ? pathname : pathname.slice(lang.length + 1)) || '/';
};

/** A not-found page (`404.html`, `fr/404.html`): no address of its own. */
export const isNotFound = (file: string) => /(^|\/)404\.html$/.test(file);

export interface Route {
  /** Where a browser asks for it; a not-found page is asked for at an address that does not exist. */
  path: string;
  /** Its kind, prefixed with its language where that is not the default: `legal`, `fr-look`, `fr-404`. */
  name: string;
  status: 200 | 404;
  /** The page has the header and footer (the bare pages, Coming Soon and the 404, have not). */
  chrome: boolean;
  lang: string;
}

export const dist = new URL('../../dist/', import.meta.url);
const langOf = (file: string) => readFileSync(new URL(file, dist), 'utf8').match(/<html[^>]* lang="([^"]+)"/)![1]!;

/**
 * A page's kind, from its address without the language: `/collections` is `collections`, every collection's page
 * (`/collections/fall-winter-2025`) `collection`, every look's (`/collections/fall-winter-2025/look-01`) `look`:
 * each of those shares one template.
 */
const kindOf = (slug: string) => {
  if (slug === '/') return 'home';
  const [first, ...rest] = slug.slice(1).split('/');
  if (first === kinds.seasons().slice(1)) return ['collections', 'collection', 'look'][rest.length]!;
  return slug.slice(1);
};

/**
 * Every kind of page of the built site, once in each language, read from dist/: the languages are the
 * folders with a home of their own, each page's language its `<html lang>`. The collections share one template,
 * and so do the looks: the first of each stands for all of them. Run after `npm run build`, as `npm test` does.
 */
function readRoutes(): Route[] {
  const seen = new Set<string>();
  return sitePages(dist)
    .sort()
    .flatMap((file) => {
      const lang = languageOfAddress(addressOf(file));
      const prefix = addressIn(lang, '/').slice(0, -1);
      const notFound = isNotFound(file);
      const kind = notFound ? '404' : kindOf(pageOf(addressOf(file)));
      const name = prefix ? `${lang}-${kind}` : kind;
      if (seen.has(name)) return [];
      seen.add(name);
      const html = readFileSync(new URL(file, dist), 'utf8');
      // A not-found page is asked for at an address that does not exist, as a visitor would reach it.
      const path = notFound ? `${prefix}/no-such-page` : addressOf(file);
      return [{ path, name, status: notFound ? 404 : 200, chrome: /<header[\s>]/.test(html), lang: langOf(file) }];
    });
}

export const routes: Route[] = readRoutes();

const documents = new Map<string, Document>();

/**
 * A built page's document, made once per process however many tests read it: a window takes 15 ms
 * to make, and the build tests read the same 49 pages 248 times. Shared: read it, never change it.
 */
export function documentOf(html: string): Document {
  let document = documents.get(html);
  if (!document) documents.set(html, (document = new JSDOM(html).window.document));
  return document;
}

/** A copy of a page's body, for a reader that takes elements out. */
export const bodyOf = (html: string) => documentOf(html).body.cloneNode(true) as HTMLElement;

/** Every internal reference in one built page: links, images, srcset entries, scripts, islands, anchors. */
export function references(html: string, origin: string): string[] {
  const document = documentOf(html);
  const urls: string[] = [];
  const attr = (selector: string, name: string) =>
    document.querySelectorAll(selector).forEach((el) => urls.push(el.getAttribute(name)!));
  attr('a[href], link[href]', 'href');
  attr('img[src], script[src]', 'src');
  attr('astro-island[component-url]', 'component-url');
  attr('astro-island[renderer-url]', 'renderer-url');
  attr('meta[property="og:image"], meta[name="twitter:image"]', 'content');
  document.querySelectorAll('[srcset]').forEach((el) =>
    el
      .getAttribute('srcset')!
      .split(',')
      .forEach((entry) => urls.push(entry.trim().split(/\s+/)[0]!)),
  );
  return urls.filter((url) => url.startsWith('/') || url.startsWith('#') || url.startsWith(origin));
}

/** Lists what does not resolve: a missing file, or a #fragment with no matching id on its page. */
export function brokenReferences(dist: URL, page: string, origin: string): string[] {
  const broken: string[] = [];
  for (const reference of references(readFileSync(new URL(page, dist), 'utf8'), origin)) {
    const url = new URL(reference, `${origin}/${page.replace(/(index)?\.html$/, '')}`);
    const file = new URL(fileOf(decodeURIComponent(url.pathname)), dist);
    if (!existsSync(file)) {
      broken.push(`${page}: ${reference} (no such file)`);
      continue;
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && file.pathname.endsWith('.html')) {
      const target = documentOf(readFileSync(file, 'utf8'));
      if (!target.getElementById(id)) broken.push(`${page}: ${reference} (no element with id "${id}")`);
    }
  }
  return broken;
}

/** What a reader of a built page meets: its title, its text without scripts or styles, its alt texts and labels. */
export function readerText(html: string) {
  const body = bodyOf(html);
  body.querySelectorAll('script, style').forEach((element) => element.remove());
  const attributes = [...body.querySelectorAll('[alt], [aria-label], [placeholder]')].flatMap((element) =>
    ['alt', 'aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [documentOf(html).title, body.textContent ?? '', ...attributes].join('\n');
}

// The built site's pages and the content they were built from.

const content = new URL('../../content/', import.meta.url);

/** A file of dist/, as text. */
export const readDist = (file: string) => readFileSync(new URL(file, dist), 'utf8');

/** A content file as a copywriter wrote it, in a language: `site.yaml` in French is content/fr/site.yaml. */
const readContent = (lang: string, file: string) => readFileSync(new URL(contentPath(lang, file), content), 'utf8');

/** A content file's text, parsed: a YAML file whole, an MDX file's frontmatter. */
export const dataOf = (file: string, text: string) => parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text);

/** A YAML content file of a language, parsed; an MDX file's frontmatter, parsed. */
export const contentData = (lang: string, file: string) => dataOf(file, readContent(lang, file));

/** The public address, from content/site.yaml: `https://www.maison-verane.com`. */
export const origin = new URL(contentData(defaultLanguage, 'site.yaml').url).origin;

/** A built page's language: its first folder when that is a language's code, else the default language. */
export const languageOf = (file: string) => languageOfAddress(addressOf(file));

/** A built page's address without its language: `fr/legal.html` → `/legal`, `fr/index.html` → `/`. */
export const slugOf = (file: string) => pageOf(addressOf(file));
