import { redirects as modelMoves, type Redirect } from '../site-model/hosts.ts';
import { addressIn, defaultLanguage, languages as siteLanguages } from '../site-model/languages.ts';
import { inContent } from '../site-model/content-folder.ts';
import type { Season } from '../schemas/season.ts';
import { kinds, type Kind, type Names } from './page-kinds.ts';

// The one table of addresses: every page in every language, and every move, built once from the site model and
// the seasons. Pages, links, canonical and hreflang, the sitemap, llms.txt, the editor and the hosts read it here.

/** What the table reads of a season: its file's name, its looks' ids, and the addresses they all had before. */
export type SeasonAddresses = Pick<Season, 'slug' | 'formerly'> & {
  looks: Pick<Season['looks'][number], 'id' | 'formerly'>[];
};

/** One page of the site in one language. */
export interface Route {
  kind: Kind;
  lang: string;
  names: Names;
  /** Where it answers, from its first slash: `/fr/collections/fall-winter-2025`. */
  address: string;
  /** Where content made it (`content/collections/x.yaml, looks.2`), for messages; none for the site's own. */
  source?: string;
}

/** A permanent move, and where it was written: `content/collections/x.yaml, formerly.0`, or the site model. */
export type Move = Redirect & {
  source: string;
  /** The language of both addresses; the site model's own moves have none. */
  lang?: string;
};

export interface RouteTable {
  pages: Route[];
  /** Every move: the hosts' rules are written from them (src/site-model/redirect-rules.ts). */
  moves: Move[];
  /** A page's address in a language; throws for a page the table does not hold, so no link leads nowhere. */
  address: (kind: Kind, names: Names, lang: string) => string;
  /** The page that answers at an address, with or without its trailing slash, `.html` or `index`. */
  at: (address: string) => Route | undefined;
  /** The same page in every language, the default first. */
  twins: (route: Route) => Route[];
  /** For a route's getStaticPaths: its pages of a kind, with `fixed` names its file gives, as params and props. */
  paths: (kind: Kind, fixed?: Names) => { params: Record<string, string | undefined>; props: { route: Route } }[];
}

/** A page's `[...lang]` route parameter: none for the default language (no folder), else its code. */
const langParam = (lang: string) => (lang === defaultLanguage ? undefined : lang);

/** The seasons' file in the default language, as messages name it. */
export const seasonFile = (slug: string) => inContent(`collections/${slug}.yaml`);

const keyOf = (kind: Kind, names: Names, lang: string) =>
  `${kind}|${lang}|${names.season ?? ''}|${names.look ?? ''}|${names.policy ?? ''}`;

/** The address a request names, as the table keys it: no `.html`, no `/index`, no trailing slash but the root's. */
export const normalAddress = (address: string) =>
  address
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1') || '/';

/** Every page of every kind in every language: the site's own, then each season's and each look's. */
function pagesOf(seasons: SeasonAddresses[], policies: readonly string[], languages: string[]): Route[] {
  const named: { kind: Kind; names: Names; source?: string }[] = [
    { kind: 'home', names: {} },
    { kind: 'seasons', names: {} },
    ...policies.flatMap((policy) => [
      { kind: 'policy' as const, names: { policy } },
      { kind: 'policyText' as const, names: { policy } },
    ]),
    { kind: 'comingSoon', names: {} },
    { kind: 'siteMap', names: {} },
    { kind: 'notFound', names: {} },
    { kind: 'llms', names: {} },
    ...seasons.flatMap(({ slug, looks }) => [
      { kind: 'season' as const, names: { season: slug }, source: seasonFile(slug) },
      ...looks.map(({ id }, n) => ({
        kind: 'look' as const,
        names: { season: slug, look: id },
        source: `${seasonFile(slug)}, looks.${n}.id`,
      })),
    ]),
  ];
  return languages.flatMap((lang) =>
    named.map(({ kind, names, source }) => ({
      kind,
      lang,
      names,
      address: addressIn(lang, kinds[kind](names)),
      ...(source ? { source } : {}),
    })),
  );
}

/**
 * Every move, in every language: the site model's own; each old address of a look; each old address of a season,
 * as a folder that moves with all it holds, its looks' pages included (one rule per language).
 */
function movesOf(seasons: SeasonAddresses[], languages: string[]): Move[] {
  const inEach = (from: string, to: string, source: string, folder: boolean) =>
    languages.map((lang): Move => ({
      ...(folder ? { folder: true as const } : {}),
      from: addressIn(lang, from),
      to: addressIn(lang, to),
      status: 301 as const,
      source,
      lang,
    }));
  const model = modelMoves.map((move) => ({ ...move, source: 'src/site-model/hosts.ts' }));
  const content = seasons.flatMap(({ slug, formerly, looks }) => [
    ...formerly.flatMap((old, n) =>
      inEach(old, kinds.season({ season: slug }), `${seasonFile(slug)}, formerly.${n}`, true),
    ),
    ...looks.flatMap(({ id, formerly: lookFormerly }, l) =>
      lookFormerly.flatMap((old, n) =>
        inEach(old, kinds.look({ season: slug, look: id }), `${seasonFile(slug)}, looks.${l}.formerly.${n}`, false),
      ),
    ),
  ]);
  return [...model, ...content];
}

/** The table for these seasons, the site's policy pages and languages. */
export function routeTable(
  seasons: SeasonAddresses[],
  policies: readonly string[],
  languages: string[] = siteLanguages,
): RouteTable {
  const pages = pagesOf(seasons, policies, languages);
  const byKey = new Map(pages.map((route) => [keyOf(route.kind, route.names, route.lang), route]));
  const byAddress = new Map(pages.map((route) => [normalAddress(route.address), route]));
  return {
    pages,
    moves: movesOf(seasons, languages),
    address(kind, names, lang) {
      const route = byKey.get(keyOf(kind, names, lang));
      if (!route) throw new Error(`No ${kind} page ${JSON.stringify(names)} in ${lang}: nothing may link to it`);
      return route.address;
    },
    at: (address) => byAddress.get(normalAddress(address)),
    twins: (route) => languages.map((lang) => byKey.get(keyOf(route.kind, route.names, lang))!),
    paths: (kind, fixed = {}) =>
      pages
        .filter(
          (route) =>
            route.kind === kind && Object.entries(fixed).every(([k, v]) => route.names[k as keyof Names] === v),
        )
        .map((route) => {
          const names = Object.entries(route.names).filter(([name]) => !(name in fixed));
          return { params: { lang: langParam(route.lang), ...Object.fromEntries(names) }, props: { route } };
        }),
  };
}
