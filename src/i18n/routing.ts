import { getRoutes } from '../content-loading/content.ts';
import { defaultLanguage } from '../site-model/languages.ts';
import type { Route } from '../routes/route-table.ts';

// The page being built, as Astro's i18n routing and the table of addresses (src/routes/) know it.

/** The page's language, as Astro's i18n routing reads it from the address. */
export const pageLanguage = (astro: { currentLocale?: string }) => astro.currentLocale ?? defaultLanguage;

/** The page being built, from the table: every page the build writes is in it. */
export async function thisPage(astro: { url: URL; currentLocale?: string }): Promise<Route> {
  const routes = await getRoutes();
  // An address the table does not hold is answered by its language's not-found page (in the preview, too).
  return routes.at(astro.url.pathname) ?? routes.at(routes.address('notFound', {}, pageLanguage(astro)))!;
}

/** The page being built in every language, the default first: its twins, for hreflang and the language links. */
export const thisPageTwins = async (astro: { url: URL; currentLocale?: string }) =>
  (await getRoutes()).twins(await thisPage(astro));
