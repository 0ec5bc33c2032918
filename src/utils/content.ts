import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

type Single = 'site' | 'home' | 'contact';

/** Reads a one-file collection (site.yaml, home.yaml) and fails loudly when the file is missing. */
async function single<C extends Single>(collection: C): Promise<CollectionEntry<C>['data']> {
  const found = await (getEntry as (collection: string, id: string) => Promise<unknown>)(collection, collection);
  const entry = found as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Missing content/${collection}.yaml`);
  return entry.data;
}

export const getSite = () => single('site');
export const getHome = () => single('home');
export const getContact = () => single('contact');
export const getLooks = () => getCollection('looks');
