// The time a build is made for, and whether it is a private preview: the two settings show day reads.
import { embargoTime } from './embargo-time.ts';

/** SITE_TIME, ISO 8601 with an offset, rehearses a build as it will be then; unset, the clock's time. */
export function siteTime(): Date {
  const set = process.env.SITE_TIME;
  if (!set) return new Date();
  const read = /(Z|[+-]\d{2}:?\d{2})$/.test(set.trim()) ? embargoTime(set) : undefined;
  if (!read || 'message' in read)
    throw new Error(`SITE_TIME="${set}" is not a time with its offset: write it as 2027-03-02T14:30+01:00`);
  return read.at;
}

/** SITE_PREVIEW=protected: previews behind the host's access control include seasons under embargo. */
export const protectedPreview = () => process.env.SITE_PREVIEW === 'protected';
