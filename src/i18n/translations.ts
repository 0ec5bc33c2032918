import type { Loader, LoaderContext } from 'astro/loaders';
import { reportProblem, clearProblems } from '../utils/content-problems';

// Every language of the site (i18n.locales in astro.config.mjs) needs its own copy of every content file:
// content/site.yaml for the default language, content/fr/site.yaml for French, and so on. An entry's id
// carries its language folder: `site`, `fr/site`; `look-01`, `fr/look-01`.

/** The site's languages, from the Astro config the loader is given; the default first. */
export function configuredLanguages(config: LoaderContext['config']) {
  const { defaultLocale, locales } = config.i18n!;
  const codes = locales.map((l) => (typeof l === 'string' ? l : l.path));
  return [defaultLocale, ...codes.filter((code) => code !== defaultLocale)];
}

/** The language of an entry id: the folder before the first slash, or the default language. */
export const languageOf = (id: string, defaultLanguage: string) =>
  id.includes('/') ? id.slice(0, id.indexOf('/')) : defaultLanguage;

/** The id without its language folder: `fr/look-01` → `look-01`. */
export const baseId = (id: string) => id.slice(id.indexOf('/') + 1);

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
      const [defaultLanguage, ...others] = configuredLanguages(context.config);
      const describe = (lang: string, id: string) => where(lang === defaultLanguage ? '' : `${lang}/`, id);
      const ids = [...context.store.keys()];
      const byLanguage = (lang: string) =>
        new Set(ids.filter((id) => languageOf(id, defaultLanguage!) === lang).map(baseId));
      const originals = byLanguage(defaultLanguage!);
      const problems: string[] = [];
      for (const lang of others) {
        const translated = byLanguage(lang);
        for (const id of originals)
          if (!translated.has(id))
            problems.push(`${describe(lang, id)}: missing; translate ${describe(defaultLanguage!, id)}`);
        for (const id of translated)
          if (!originals.has(id))
            problems.push(`${describe(lang, id)}: not in ${describe(defaultLanguage!, id)}; remove it or add it there`);
      }
      for (const id of ids)
        if (![defaultLanguage, ...others].includes(languageOf(id, defaultLanguage!)))
          problems.push(
            `${id}: "${languageOf(id, defaultLanguage!)}" is not a language of the site (astro.config.mjs)`,
          );
      const key = `translations#${context.collection}`;
      if (!problems.length) return clearProblems(key);
      const message = [`Translation missing or extra in ${context.collection}:`, ...problems.map((p) => `  - ${p}`)];
      reportProblem(key, message.join('\n'));
      throw new Error(message.join('\n'));
    },
  };
}
