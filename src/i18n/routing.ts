import { addressIn, defaultLanguage, languages, pageOf } from '../site-model/languages';

// Astro's routing of the site's languages (src/site-model/languages.json): one page per language from one file.

/** A page's `[...lang]` route parameter: undefined for the default language (no prefix), else its code. */
export const langParam = (lang: string) => (lang === defaultLanguage ? undefined : lang);

/** For getStaticPaths: one page per language. */
export const languagePaths = () => languages.map((lang) => ({ params: { lang: langParam(lang) } }));

/** The page's language, as Astro's i18n routing reads it from the address. */
export const pageLanguage = (astro: { currentLocale?: string }) => astro.currentLocale ?? defaultLanguage;

/** The address of the page being built, in a language: on /fr/legal, /legal in English. */
export const thisPageIn = (astro: { url: URL }, lang: string) => addressIn(lang, pageOf(astro.url.pathname));
