/** A language's name in that language, as a language switch shows it: "English", "Français", "Deutsch". */
export function ownName(lang: string) {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The Open Graph form of a language: `fr` → `fr_FR`, `en` → `en_US` (its likeliest region, from Intl). */
export function ogLocale(lang: string) {
  const { language, region } = new Intl.Locale(lang).maximize();
  return `${language}_${region}`;
}
