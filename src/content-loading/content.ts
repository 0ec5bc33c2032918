import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { baseId, defaultLanguage, entryId, languageOfEntry } from '../site-model/languages.ts';
import { currentOf, newestFirst } from './season-checks.ts';
import { inContent } from '../site-model/content-folder.ts';
import type { Season } from '../schemas/season.ts';
import { policyPages } from '../schemas/policy-components.ts';
import { routeTable, type Route, type RouteTable } from '../routes/route-table.ts';

export type { Season };

type Single = 'site' | 'home' | 'contact';

// Read once a build: each read resolves every picture of what it reads anew, and every page asks again.
// The dev server reads each time, as content changes under it.
const readInBuild = new Map<string, Promise<unknown>>();
function onceABuild<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (import.meta.env.DEV) return read();
  if (!readInBuild.has(key)) readInBuild.set(key, read());
  return readInBuild.get(key) as Promise<T>;
}

/** Reads a one-file collection in a language and fails loudly when its file is missing. */
function single<C extends Single>(collection: C, lang: string): Promise<CollectionEntry<C>['data']> {
  return onceABuild(`${collection} ${lang}`, async () => {
    const id = entryId(collection, lang);
    const found = await (getEntry as (collection: string, id: string) => Promise<unknown>)(collection, id);
    const entry = found as CollectionEntry<C> | undefined;
    if (!entry) throw new Error(`Missing ${inContent(`${collection}.yaml`, lang)}`);
    return entry.data;
  });
}

export const getSite = (lang = defaultLanguage) => single('site', lang);
export const getHome = (lang = defaultLanguage) => single('home', lang);
export const getContact = (lang = defaultLanguage) => single('contact', lang);

async function readSeasons(lang: string): Promise<Season[]> {
  const entries = (await getCollection('seasons')).filter((entry) => languageOfEntry(entry.id) === lang);
  return newestFirst(entries.map((entry) => ({ ...entry.data, slug: baseId(entry.id) })));
}

/** Every season in a language, the newest first (checked as they load: season-checks.ts). */
export const getSeasons = (lang = defaultLanguage) => onceABuild(`seasons ${lang}`, () => readSeasons(lang));

/** One season in a language, by its file's name (`fall-winter-2025`), from the seasons read once. */
export async function getSeason(slug: string, lang = defaultLanguage): Promise<Season> {
  const season = (await getSeasons(lang)).find((each) => each.slug === slug);
  if (!season) throw new Error(`Missing ${inContent(`collections/${slug}.yaml`, lang)}`);
  return season;
}

/** The season the home page shows: the one content/home.yaml names (checked as it loads: season-checks.ts). */
export async function getCurrentSeason(lang = defaultLanguage): Promise<Season> {
  const [home, seasons] = await Promise.all([getHome(lang), getSeasons(lang)]);
  return currentOf(seasons, home.collection, inContent('home.yaml', lang));
}

/** A policy page (`privacy`, `legal`) in a language. */
export const getPolicy = (slug: string, lang = defaultLanguage) => getEntry('pages', entryId(slug, lang));

/** The table of addresses (src/routes/), from the default language's seasons: once a build, anew in the preview. */
export const getRoutes = (): Promise<RouteTable> =>
  onceABuild('routes', () => getSeasons().then((seasons) => routeTable(seasons, policyPages)));

/**
 * What a season's page and its looks' pages read, for their route: the words, the season, the table, and the
 * current season's name (home.yaml's, or while that one is under embargo the newest public one).
 */
export async function getSeasonPage({ lang, names }: Route) {
  const [site, home, season, routes, current] = await Promise.all([
    getSite(lang),
    getHome(lang),
    getSeason(names.season!, lang),
    getRoutes(),
    getCurrentSeason(lang),
  ]);
  return { lang, site, home, season, routes, current: current.slug };
}
