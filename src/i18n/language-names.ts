import { localeOf } from '../site-model/languages.ts';
/** A language's name in that language, as a language switch shows it: "English", "Français", "Deutsch". */
export function ownName(lang: string) {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The Open Graph form of a language's locale (src/site-model/languages.ts): `fr` → `fr_FR`, `en` → `en_GB`. */
export const ogLocale = (lang: string) => localeOf(lang).replace('-', '_');
