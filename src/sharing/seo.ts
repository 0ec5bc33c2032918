import type { Route } from '../routes/route-table.ts';

/** A page's public address, from the table: `/fr/privacy` on the site's address from content/site.yaml. */
export const canonicalUrl = (route: Route, siteUrl: URL | string): string => new URL(route.address, siteUrl).href;
