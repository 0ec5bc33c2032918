/** Every page of the site, once per language: English at its address (the specification's), French under /fr/. */
const pages = [
  { slug: '/', name: 'home', status: 200, chrome: true },
  { slug: '/privacy', name: 'privacy', status: 200, chrome: true },
  { slug: '/legal', name: 'legal', status: 200, chrome: true },
  { slug: '/looks/look-01', name: 'look', status: 200, chrome: true },
  { slug: '/coming-soon', name: 'coming-soon', status: 200, chrome: false },
  { slug: '/no-such-page', name: '404', status: 404, chrome: false },
] as const;

/** A page's address in a language: `/legal`, `/fr/legal`; the French home is its folder, `/fr/`. */
export const inLanguage = (lang: string, slug: string) =>
  lang === 'en' ? slug : `/${lang}${slug === '/' ? '/' : slug}`;

/** Each route with its language; `chrome`: the page has the header and footer (the bare pages have not). */
export const routes = ['en', 'fr'].flatMap((lang) =>
  pages.map(({ slug, name, status, chrome }) => ({
    path: inLanguage(lang, slug),
    name: lang === 'en' ? name : `${lang}-${name}`,
    status,
    chrome,
    lang,
  })),
);
