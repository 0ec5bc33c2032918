// An embargo's time as copywriters write it: a wall time in Paris, or an instant with its offset.

/** The house's clock: an embargo without an offset is a time in Paris. */
export const houseZone = 'Europe/Paris';

/** How content writes it, as the editor's date-time field does: `2027-03-02T14:30`, seconds and an offset optional. */
const written = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$/;

/** A month's English name, as a message gives it: February. */
const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

/** The wall time an instant shows in Paris, field by field. */
function parisFields(instant: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: houseZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The instant whose Paris wall time is `wall` (its fields read as UTC); undefined inside the spring gap. */
function fromParis(wall: number) {
  // Paris is one or two hours ahead of UTC: of the two candidates, the earlier that shows `wall` (autumn's first 2:30).
  const found = [wall - 2 * 3_600_000, wall - 3_600_000].find((instant) => parisFields(instant) === wall);
  return found === undefined ? undefined : new Date(found);
}

/**
 * The instant an embargo names, or why it cannot be read: `2027-03-02T14:30` is Paris time, `…+01:00` or
 * `…Z` the offset's. A date that does not exist (30 February) and a Paris time the clocks skip are refused.
 */
export function embargoTime(text: string): { at: Date } | { message: string } {
  const found = written.exec(text.trim());
  if (!found)
    return {
      message: `"${text}" is not a date and time: write it year-month-day, then hours:minutes, Paris time, such as 2027-03-02T14:30`,
    };
  const [, year, month, day, hour, minute, second, offset] = found;
  const [y, mo, d, h, mi, sec] = [year, month, day, hour, minute, second ?? '0'].map(Number) as number[];
  if (h! > 23 || mi! > 59 || sec! > 59)
    return { message: `"${text}": ${[hour, minute, second].filter(Boolean).join(':')} is not a time of day` };
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, sec!);
  const back = new Date(wall);
  if (mo! < 1 || mo! > 12) return { message: `"${text}": a year has no month ${mo}` };
  if (back.getUTCDate() !== d) return { message: `"${text}": ${monthName(y!, mo!)} ${y} has no day ${d}` };
  if (offset) {
    const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset) ?? [];
    const minutes = sign ? (sign === '+' ? 1 : -1) * (Number(oh) * 60 + Number(om)) : 0;
    return { at: new Date(wall - minutes * 60_000) };
  }
  const at = fromParis(wall);
  return at
    ? { at }
    : { message: `"${text}" does not exist in Paris: the clocks go forward that night; write the hour after` };
}

/** An instant as the house reads it: `2 March 2027, 14:30 (Paris)`; `fr` in French. */
export function parisText(at: Date, lang = 'en') {
  const text = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    timeZone: houseZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
  return `${text} (${lang === 'fr' ? 'heure de Paris' : 'Paris time'})`;
}
