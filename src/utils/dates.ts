/** A policy page's date as readers see it: "1 September 2025" (UTC, so the build's time zone never shifts it). */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
