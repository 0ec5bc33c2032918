import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { baseId, defaultLanguage, entryId, languageOfEntry } from '../site-model/languages.ts';
import { currentOf, newestFirst } from './season-checks.ts';
import { inContent } from '../site-model/content-folder.ts';
import type { Season } from '../schemas/season.ts';
import { policyPages } from '../schemas/policy-components.ts';
import { routeTable, type Route, type RouteTable } from '../routes/route-table.ts';

export type { Season };

type Single = 'site' | 'home' | 'contact';

/** Reads a one-file collection in a language and fails loudly when its file is missing. */
async function single<C extends Single>(collection: C, lang: string): Promise<CollectionEntry<C>['data']> {
  const id = entryId(collection, lang);
  const found = await (getEntry as (collection: string, id: string) => Promise<unknown>)(collection, id);
  const entry = found as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Missing ${inContent(`${collection}.yaml`, lang)}`);
  return entry.data;
}

export const getSite = (lang = defaultLanguage) => single('site', lang);
export const getHome = (lang = defaultLanguage) => single('home', lang);
export const getContact = (lang = defaultLanguage) => single('contact', lang);

async function readSeasons(lang: string): Promise<Season[]> {
  const entries = (await getCollection('seasons')).filter((entry) => languageOfEntry(entry.id) === lang);
  return newestFirst(entries.map((entry) => ({ ...entry.data, slug: baseId(entry.id) })));
}

// Read once per language in a build: each read resolves every picture of every season anew, and every
// page's sharing tags ask for the current season. The dev server reads again, as content changes under it.
const seasonsRead = new Map<string, Promise<Season[]>>();

/** Every season in a language, the newest first (checked as they load: season-checks.ts). */
export function getSeasons(lang = defaultLanguage): Promise<Season[]> {
  if (import.meta.env.DEV) return readSeasons(lang);
  let seasons = seasonsRead.get(lang);
  if (!seasons) seasonsRead.set(lang, (seasons = readSeasons(lang)));
  return seasons;
}

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

let built: Promise<RouteTable> | undefined;

/** The table of addresses (src/routes/), from the default language's seasons: once a build, anew in the preview. */
export function getRoutes(): Promise<RouteTable> {
  if (!built || import.meta.env.DEV) built = getSeasons().then((seasons) => routeTable(seasons, policyPages));
  return built;
}

/** What a season's page and its looks' pages read, for their route: the words, the season, the table. */
export async function getSeasonPage({ lang, names }: Route) {
  const [site, home, season, routes] = await Promise.all([
    getSite(lang),
    getHome(lang),
    getSeason(names.season!, lang),
    getRoutes(),
  ]);
  return { lang, site, home, season, routes };
}
