import { localeOf } from '../site-model/languages.ts';

/**
 * A policy page's date as readers of a language write it: "1 September 2025", « 1er septembre 2025 » (UTC,
 * so the build's time zone never shifts it). French writes the first of a month as an ordinal, which
 * Intl does not do.
 */
export function longDate(date: Date, lang: string) {
  const parts = new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const ordinalFirst = lang.startsWith('fr');
  return parts.map((p) => (p.type === 'day' && p.value === '1' && ordinalFirst ? '1er' : p.value)).join('');
}
