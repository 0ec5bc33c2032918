import { localeOf } from '../site-model/languages.ts';

// Every page's language links ask; Intl builds a language's names afresh each time.
const ownNames = new Map<string, string>();

/** A language's name in that language, as a language switch shows it: "English", "Français", "Deutsch". */
export function ownName(lang: string) {
  if (!ownNames.has(lang)) {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    ownNames.set(lang, name.charAt(0).toLocaleUpperCase(lang) + name.slice(1));
  }
  return ownNames.get(lang)!;
}

/** The Open Graph form of a language's locale (src/site-model/languages.ts): `fr` → `fr_FR`, `en` → `en_GB`. */
export const ogLocale = (lang: string) => localeOf(lang).replace('-', '_');
