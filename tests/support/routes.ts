import { readFileSync } from 'node:fs';
import { addressOf, isNotFound } from './page-files';
import { sitePages } from './site-pages';

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

const dist = new URL('../../dist/', import.meta.url);
const langOf = (file: string) => readFileSync(new URL(file, dist), 'utf8').match(/<html[^>]* lang="([^"]+)"/)![1]!;

/** The default language: the one of the home at the root. */
export const defaultLanguage = langOf('index.html');

/** A page's address in a language: `/legal`, `/fr/legal`; the French home is its folder, `/fr/`. */
export const inLanguage = (lang: string, slug: string) =>
  lang === defaultLanguage ? slug : `/${lang}${slug === '/' ? '/' : slug}`;

/** A page's kind, from its address without the language: every look shares one template. */
const kindOf = (slug: string) => (slug === '/' ? 'home' : slug.startsWith('/looks/') ? 'look' : slug.slice(1));

/**
 * Every kind of page of the built site, once in each language, read from dist/: the languages are the
 * folders with a home of their own, each page's language its `<html lang>`. The looks share one template,
 * so the first look stands for all of them. Run after `npm run build`, as `npm test` does.
 */
function readRoutes(): Route[] {
  const files = sitePages(dist).sort();
  const languages = new Set(files.filter((f) => /^[^/]+\/index\.html$/.test(f)).map((f) => f.split('/')[0]!));
  const seen = new Set<string>();
  return files.flatMap((file) => {
    const first = file.split('/')[0]!;
    const prefix = languages.has(first) ? `/${first}` : '';
    const notFound = isNotFound(file);
    const kind = notFound ? '404' : kindOf(addressOf(file).slice(prefix.length) || '/');
    const name = prefix ? `${first}-${kind}` : kind;
    if (seen.has(name)) return [];
    seen.add(name);
    const html = readFileSync(new URL(file, dist), 'utf8');
    // A not-found page is asked for at an address that does not exist, as a visitor would reach it.
    const path = notFound ? `${prefix}/no-such-page` : addressOf(file);
    return [{ path, name, status: notFound ? 404 : 200, chrome: /<header[\s>]/.test(html), lang: langOf(file) }];
  });
}

export const routes: Route[] = readRoutes();
