// Each season's embargo, read from its files' text as written (never as a YAML date: js-yaml takes an unquoted
// time for UTC and rolls 30 February into March), once for every reader: the loader, the fonts, the schedule.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentDir, inContent, seasonFiles } from '../site-model/content-folder.ts';
import { defaultLanguage, languages } from '../site-model/languages.ts';
import { embargoTime, parisText } from './embargo-time.ts';
import { protectedPreview, siteTime } from './site-time.ts';

/** A season's embargo: as written in its default language's file, and the instant it ends. */
export interface Embargo {
  text: string;
  at: Date;
}

/** The text of a season file's `embargo` as written, or undefined; a file that does not parse is the loader's to name. */
function writtenEmbargo(file: string): string | undefined {
  try {
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null;
    const value = data?.embargo;
    return value === undefined || value === null ? undefined : String(value);
  } catch {
    return undefined;
  }
}

/**
 * Every season's embargo by its file's name, and each mistake, naming the file and `embargo` on one line:
 * a time that cannot be read, and a twin in another language that gives another time (it may leave it out).
 */
export function readEmbargoes(dir = contentDir) {
  const embargoes = new Map<string, Embargo>();
  const problems: string[] = [];
  for (const { slug, file } of seasonFiles(defaultLanguage, dir)) {
    const text = writtenEmbargo(file);
    if (text === undefined) continue;
    const read = embargoTime(text);
    if ('message' in read) problems.push(`${inContent(`collections/${slug}.yaml`)}, embargo: ${read.message}`);
    else embargoes.set(slug, { text, at: read.at });
  }
  for (const lang of languages.filter((each) => each !== defaultLanguage))
    for (const { slug, file } of seasonFiles(lang, dir)) {
      const text = writtenEmbargo(file);
      if (text === undefined) continue;
      const twin = embargoes.get(slug);
      const same = twin && embargoTime(text);
      if (!same || 'message' in same || same.at.getTime() !== twin.at.getTime())
        problems.push(
          `${inContent(`collections/${slug}.yaml`, lang)}, embargo: "${text}"; ${twin ? `write "${twin.text}", as ${inContent(`collections/${slug}.yaml`)} does, or leave it out` : `${inContent(`collections/${slug}.yaml`)} has none: set it there, or leave it out here`}`,
        );
    }
  return { embargoes, problems };
}

/** Whether a season of `embargoes` is kept out of this build: its time is still to come, and the build is public. */
export const keptOut = (embargo: Embargo | undefined, now = siteTime()) =>
  !!embargo && embargo.at > now && !protectedPreview();

/** The sentence a build prints for an embargo that has passed: the season is published. */
export const passedNote = (slug: string, embargo: Embargo) =>
  `${inContent(`collections/${slug}.yaml`)}: its embargo (${parisText(embargo.at)}) has passed; the season is published`;
