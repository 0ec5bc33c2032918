// The site's languages and each page's address in each: astro.config.mjs, the pages, the editor and the
// tests read them here (its content files: ./content-files.ts). Plain TypeScript, for Node and the tests.
import codes from './languages.json' with { type: 'json' };

/**
 * The site's languages (./languages.json), the default first: English at the root, each other one under
 * /<code>/, with its words in content/<code>/. A new language is its code there and its content/ twin
 * (content/CONTENT.md, "Languages").
 */
export const languages: string[] = codes;

/** The default language: its pages have no prefix, and it is each page's `x-default` alternate. */
export const defaultLanguage = languages[0]!;

/**
 * A page's address in a language, from its address in the default language (`/legal`, or `legal`): in French it is
 * `/fr/legal`; `/` is `/fr/` (a language's home is its folder).
 */
export const addressIn = (lang: string, page: string) => {
  const path = page.startsWith('/') ? page : `/${page}`;
  return lang === defaultLanguage ? path : `/${lang}${path === '/' ? '/' : path}`;
};

/** The region each language is written for, where it is not the language's likeliest: the house writes British English. */
const regions: Record<string, string> = { en: 'GB' };

// Every page asks; Intl builds a locale's data afresh each time.
const locales = new Map<string, string>();

/**
 * A language's locale, for its dates and its sharing cards (`og:locale`): `en-GB`, `fr-FR`, and for any other
 * language its likeliest region (`de` → `de-DE`).
 */
export function localeOf(lang: string) {
  if (!locales.has(lang)) {
    const { language, region } = new Intl.Locale(lang).maximize();
    locales.set(lang, `${language}-${regions[lang] ?? region}`);
  }
  return locales.get(lang)!;
}

// Content entries carry their language folder in their id: `site` and `fr/site`; `look-01` and `fr/look-01`.

/** An entry's id in a language: `site` for the default language, `fr/site` for French. */
export const entryId = (id: string, lang: string) => (lang === defaultLanguage ? id : `${lang}/${id}`);

/** The language of an entry id: the folder before the first slash, or the default language. */
export const languageOfEntry = (id: string) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : defaultLanguage);

/** An entry's id without its language folder: `fr/look-01` → `look-01`. */
export const baseId = (id: string) => id.slice(id.indexOf('/') + 1);

/** A content file's path under content/ in a language: `site.yaml` in French is `fr/site.yaml`. */
export const contentPath = (lang: string, file: string) => (lang === defaultLanguage ? file : `${lang}/${file}`);
