import { defaultLanguage } from '../site-model/languages.ts';
import { indexedKinds } from '../routes/page-kinds.ts';
import type { RouteTable } from '../routes/route-table.ts';

// The sitemaps (https://www.sitemaps.org), from the table: every page that search engines may index, in every
// language, each with its twins and the default language's as x-default, as its head tags name them.

/** The one sitemap the index lists: a site has far fewer than the 50,000 pages a sitemap may hold. */
export const sitemapFile = '/sitemap-0.xml';

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** /sitemap-index.xml: the sitemaps, as robots.txt names it. */
export const sitemapIndex = (site: URL) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  `<sitemap><loc>${escaped(new URL(sitemapFile, site).href)}</loc></sitemap></sitemapindex>\n`;

/** /sitemap-0.xml: each indexed page, with its twins in every language. */
export function sitemap(routes: RouteTable, site: URL) {
  const url = (address: string) => escaped(new URL(address, site).href);
  const entries = routes.pages
    .filter((route) => indexedKinds.includes(route.kind))
    .map((route) => {
      const twins = routes.twins(route);
      const fallback = twins.find((twin) => twin.lang === defaultLanguage)!;
      const links = [...twins.map((twin) => [twin.lang, twin.address]), ['x-default', fallback.address]]
        .map(([lang, address]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(address!)}"/>`)
        .join('');
      return `<url><loc>${url(route.address)}</loc>${links}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${entries.join('')}</urlset>\n`
  );
}
