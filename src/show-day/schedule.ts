// Show day's switches: each season's embargo still to come, as `npm run schedule` lists them.
import { contentDir, inContent } from '../site-model/content-folder.ts';
import { parisText } from './embargo-time.ts';
import { readEmbargoes } from './embargoes.ts';

/** A moment the public site changes by itself: a season's embargo ends. */
export interface Switch {
  slug: string;
  at: Date;
}

/** Every switch after `from` and up to `to`, the soonest first; content's mistakes, named by file and field. */
export function switchesBetween(from: Date, to = new Date(8.64e15), dir = contentDir) {
  const { embargoes, problems } = readEmbargoes(dir);
  const switches = [...embargoes]
    .filter(([, { at }]) => at > from && at <= to)
    .map(([slug, { at }]) => ({ slug, at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return { switches, problems };
}

/** One line of the schedule: when, in Paris and in UTC, and the file that sets it. */
export const switchLine = ({ slug, at }: Switch) =>
  `${parisText(at)}, ${at.toISOString()}: ${slug} goes live (${inContent(`collections/${slug}.yaml`)}, embargo)`;
