import { i18n } from 'astro:config/server';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { languageCodes } from './language-codes';

// The site's languages come from `i18n.locales` in astro.config.mjs: English at the root, each other
// language under /<code>/, with the same slugs. Nothing here names a language.

/** The default language (English): its pages have no prefix, and it is the `x-default` alternate. */
export const defaultLanguage = i18n!.defaultLocale;

/** Every language's code, the default first. */
export const languages = languageCodes(i18n!);

/** A page's `[...lang]` route parameter: undefined for the default language (no prefix), else its code. */
export const langParam = (lang: string) => (lang === defaultLanguage ? undefined : lang);

/** For getStaticPaths: one page per language. */
export const languagePaths = () => languages.map((lang) => ({ params: { lang: langParam(lang) } }));

/** The page's language, as Astro's i18n routing reads it from the address. */
export const pageLanguage = (astro: { currentLocale?: string }) => astro.currentLocale ?? defaultLanguage;

/** A path of the site in a language: `/legal` in French is `/fr/legal`, `/` is `/fr/` (its folder). */
export const localePath = (lang: string, path: string) => {
  const url = getRelativeLocaleUrl(lang, path.replace(/^\//, ''));
  return lang !== defaultLanguage && path === '/' ? `${url.replace(/\/$/, '')}/` : url;
};

/** The page's path without its language prefix: `/fr/legal` and `/legal` are both `/legal`. */
export const unprefixed = (pathname: string) => {
  const [, first, ...rest] = pathname.replace(/\.html$/, '').split('/');
  const path = languages.includes(first!) && first !== defaultLanguage ? `/${rest.join('/')}` : pathname;
  return path.replace(/\/index$/, '/').replace(/\.html$/, '') || '/';
};
