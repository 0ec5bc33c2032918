import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { baseId, contentPath, defaultLanguage, entryId, languageOfEntry } from '../site-model/languages';
import { currentOf, newestFirst } from '../lookbook/seasons';
import { contentFolder } from '../site-model/content-folder';

type Single = 'site' | 'home' | 'contact';

/** Reads a one-file collection in a language and fails loudly when its file is missing. */
async function single<C extends Single>(collection: C, lang: string): Promise<CollectionEntry<C>['data']> {
  const id = entryId(collection, lang);
  const found = await (getEntry as (collection: string, id: string) => Promise<unknown>)(collection, id);
  const entry = found as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Missing content/${id}.yaml`);
  return entry.data;
}

export const getSite = (lang = defaultLanguage) => single('site', lang);
export const getHome = (lang = defaultLanguage) => single('home', lang);
export const getContact = (lang = defaultLanguage) => single('contact', lang);

/** A collection of content/collections/ in one language: its words, and its file's name (`slug`). */
export type Season = CollectionEntry<'collections'>['data'] & { slug: string };

async function readSeasons(lang: string): Promise<Season[]> {
  const entries = (await getCollection('collections')).filter((entry) => languageOfEntry(entry.id) === lang);
  return newestFirst(entries.map((entry) => ({ ...entry.data, slug: baseId(entry.id) })));
}

// Read once per language in a build: each read resolves every picture of every collection anew, and every
// page's sharing tags ask for the current season. The dev server reads again, as content changes under it.
const seasonsRead = new Map<string, Promise<Season[]>>();

/** Every collection in a language, the newest first (their addresses are checked as they load: seasons.ts). */
export function getSeasons(lang = defaultLanguage): Promise<Season[]> {
  if (!import.meta.env.PROD) return readSeasons(lang);
  let seasons = seasonsRead.get(lang);
  if (!seasons) seasonsRead.set(lang, (seasons = readSeasons(lang)));
  return seasons;
}

/** The collection the home page shows: the one content/home.yaml names (checked as it loads: current-season.ts). */
export async function getCurrentSeason(lang = defaultLanguage): Promise<Season> {
  const [home, seasons] = await Promise.all([getHome(lang), getSeasons(lang)]);
  return currentOf(seasons, home.collection, `${contentFolder}/${contentPath(lang, 'home.yaml')}`);
}

/** A policy page (`privacy`, `legal`) in a language. */
export const getPolicy = (slug: string, lang = defaultLanguage) => getEntry('pages', entryId(slug, lang));
