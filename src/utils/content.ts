import { getCollection, getEntry } from 'astro:content';

/** Reads a one-file collection (site.yaml, home.yaml) and fails loudly when the file is missing. */
async function single<C extends 'site' | 'home' | 'contact'>(collection: C) {
  const entry = await getEntry(collection, collection);
  if (!entry) throw new Error(`Missing content/${collection}.yaml`);
  return entry.data;
}

export const getSite = () => single('site');
export const getHome = () => single('home');
export const getContact = () => single('contact');
export const getLooks = () => getCollection('looks');
