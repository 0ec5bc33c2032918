import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { defaultLanguage, entryId } from '../site-model/languages';

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
/** The looks of a language, in the order of its file; ids without the language folder. */
export const getLooks = async (lang = defaultLanguage) =>
  (await getCollection('looks'))
    .filter((look) => look.id === entryId(look.data.id, lang))
    .map((look) => ({ ...look, id: look.data.id }));
/** A policy page (`privacy`, `legal`) in a language. */
export const getPolicy = (slug: string, lang = defaultLanguage) => getEntry('pages', entryId(slug, lang));
