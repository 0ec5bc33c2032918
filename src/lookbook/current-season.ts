import { readdirSync } from 'node:fs';
import { contentDir } from '../site-model/content-folder';
import { contentPath } from '../site-model/languages';
import { currentProblems } from './seasons';

/** content/home.yaml's check: each language's current collection is one of its content/collections/ files. */
export const currentSeasonProblems = (entries: { id: string; data: never }[]) =>
  currentProblems(entries, (lang) => {
    try {
      return readdirSync(`${contentDir}${contentPath(lang, 'collections')}`)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => file.slice(0, -'.yaml'.length));
    } catch {
      return [];
    }
  });
