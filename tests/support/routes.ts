import { readFileSync } from 'node:fs';
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

/** `fr/looks/look-02.html` → its language prefix, its slug and its kind (every look shares one template). */
function describe(file: string, languages: Set<string>) {
  const [first, ...rest] = file.split('/');
  const prefix = languages.has(first!) ? first! : '';
  const slug =
    `/${(prefix ? rest : [first!, ...rest]).join('/')}`.replace(/(index)?\.html$/, '').replace(/\/$/, '') || '/';
  const kind = slug === '/' ? 'home' : slug === '/404' ? '404' : slug.startsWith('/looks/') ? 'look' : slug.slice(1);
  return { prefix, slug, kind };
}

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
    const { prefix, slug, kind } = describe(file, languages);
    const name = prefix ? `${prefix}-${kind}` : kind;
    if (seen.has(name)) return [];
    seen.add(name);
    const html = readFileSync(new URL(file, dist), 'utf8');
    const status = kind === '404' ? 404 : 200;
    const path =
      status === 404
        ? `${prefix ? `/${prefix}` : ''}/no-such-page`
        : prefix
          ? slug === '/'
            ? `/${prefix}/`
            : `/${prefix}${slug}`
          : slug;
    return [{ path, name, status, chrome: /<header[\s>]/.test(html), lang: langOf(file) }];
  });
}

export const routes: Route[] = readRoutes();
