import type { Loader, LoaderContext } from 'astro/loaders';
import { reportProblem, clearProblems } from '../content-loading/content-problems';
import { baseId, defaultLanguage, languageOfEntry, languages } from '../site-model/languages';

// Every language of the site (src/site-model/languages.ts) needs its own copy of every content file:
// content/site.yaml for the default language, content/fr/site.yaml for French, and so on.

/**
 * Wraps a loader: once it has read every language's files, each language must have exactly the entries of
 * the default language. `describe` names the file a missing or extra entry belongs to, for copywriters,
 * from its language folder (`fr/`, or empty for the default language) and its id.
 */
export function withTranslations(loader: Loader, where: (folder: string, id: string) => string): Loader {
  return {
    ...loader,
    load: async (context) => {
      await loader.load(context);
      const check = () => {
        const message = translationProblems(context, where);
        const key = `translations#${context.collection}`;
        if (message) reportProblem(key, message);
        else clearProblems(key);
        return message;
      };
      // In the dev preview the loader's own watcher updates the store as files change: check again then,
      // so the overlay shows a twin gone missing, and clears once it is back.
      context.watcher?.on('all', () => setTimeout(check, 50));
      const message = check();
      if (message) throw new Error(message);
    },
  };
}

/** Every entry a language lacks or has in excess, against the default language; undefined when none. */
function translationProblems(context: LoaderContext, where: (folder: string, id: string) => string) {
  const others = languages.filter((lang) => lang !== defaultLanguage);
  const describe = (lang: string, id: string) => where(lang === defaultLanguage ? '' : `${lang}/`, id);
  const ids = [...context.store.keys()];
  const byLanguage = (lang: string) => new Set(ids.filter((id) => languageOfEntry(id) === lang).map(baseId));
  const originals = byLanguage(defaultLanguage);
  const problems: string[] = [];
  for (const lang of others) {
    const translated = byLanguage(lang);
    for (const id of originals)
      if (!translated.has(id))
        problems.push(`${describe(lang, id)}: missing; translate ${describe(defaultLanguage, id)}`);
    for (const id of translated)
      if (!originals.has(id))
        problems.push(`${describe(lang, id)}: not in ${describe(defaultLanguage, id)}; remove it or add it there`);
  }
  for (const id of ids)
    if (![defaultLanguage, ...others].includes(languageOfEntry(id)))
      problems.push(`${id}: "${languageOfEntry(id)}" is not a language of the site (src/site-model/languages.ts)`);
  if (!problems.length) return undefined;
  return [`Translation missing or extra in ${context.collection}:`, ...problems.map((p) => `  - ${p}`)].join('\n');
}
