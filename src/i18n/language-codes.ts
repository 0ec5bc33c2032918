import type { AstroConfig } from 'astro';

/** The codes of `i18n.locales` in astro.config.mjs, the default language first. */
export function languageCodes({ defaultLocale, locales }: NonNullable<AstroConfig['i18n']>) {
  const codes = locales.map((locale) => (typeof locale === 'string' ? locale : locale.path));
  return [defaultLocale, ...codes.filter((code) => code !== defaultLocale)];
}
