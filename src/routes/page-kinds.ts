// Every kind of page the site builds, and its address in the default language: the one place that writes one.
// A new kind of page is one entry here, and its route (src/pages/) reads its paths from the table.

/** The names content gives a page: a season's file name, a look's id, a policy page's name. */
export interface Names {
  season?: string;
  look?: string;
  policy?: string;
}

/** Each kind's address in the default language; in another, under its folder (addressIn). */
export const kinds = {
  home: () => '/',
  seasons: () => '/collections',
  season: ({ season }: Names) => `/collections/${season}`,
  look: ({ season, look }: Names) => `/collections/${season}/${look}`,
  policy: ({ policy }: Names) => `/${policy}`,
  /** A policy page's Markdown copy, for agents. */
  policyText: ({ policy }: Names) => `/${policy}.md`,
  comingSoon: () => '/coming-soon',
  /** Every page a visitor can read, in one list: RGAA 12.1's second way to find them. */
  siteMap: () => '/site-map',
  notFound: () => '/404',
  llms: () => '/llms.txt',
} satisfies Record<string, (names: Names) => string>;

export type Kind = keyof typeof kinds;

/** The kinds that are HTML pages: in the sitemap, with canonical and hreflang links (the 404 has none). */
export const indexedKinds: Kind[] = ['home', 'seasons', 'season', 'look', 'policy', 'comingSoon', 'siteMap'];

/** A name the hosts give a meaning of their own in any folder: its index, its not-found page. */
export const reservedNames = ['index', '404'];
