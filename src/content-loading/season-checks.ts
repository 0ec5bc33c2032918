import { inContent, seasonFiles } from '../site-model/content-folder.ts';
import { baseId, defaultLanguage, languageOfEntry } from '../site-model/languages.ts';
import { keptOut, readEmbargoes } from '../show-day/embargoes.ts';
import { parisText } from '../show-day/embargo-time.ts';
import { policyPages } from '../schemas/policy-components.ts';
import { addressProblems } from '../routes/address-checks.ts';
import type { SeasonAddresses } from '../routes/route-table.ts';

// The seasons' checks across files, once every language's are read: translations agree, every name and old
// address fits the table of addresses (src/routes/), and the home page names a season that exists.

/** The newest first, by the day each was first shown. */
export const newestFirst = <S extends { date: Date }>(seasons: S[]) =>
  [...seasons].sort((a, b) => b.date.getTime() - a.date.getTime());

/** A season entry as the loaders hold it: `fall-winter-2025`, `fr/fall-winter-2025`, and its data. */
interface SeasonEntry {
  id: string;
  data: Omit<SeasonAddresses, 'slug'>;
}

/**
 * Every season's mistakes across files: each language's twin has the same looks, in the same order, as the
 * default language's (their pages are each other's translations), and no name or old address breaks an address.
 */
export function seasonProblems(entries: SeasonEntry[]): string[] {
  const file = (id: string) => inContent(`collections/${baseId(id)}.yaml`, languageOfEntry(id));
  const originals = new Map(
    entries.filter((e) => languageOfEntry(e.id) === defaultLanguage).map((e) => [baseId(e.id), e]),
  );
  const problems: string[] = [];
  for (const entry of entries) {
    const original = originals.get(baseId(entry.id));
    if (!original || original === entry) continue;
    const [ids, wanted] = [entry.data.looks.map((l) => l.id), original.data.looks.map((l) => l.id)];
    if (ids.join() !== wanted.join())
      problems.push(
        `${file(entry.id)}, looks: ${ids.join(', ')}; a translation has the looks of ${file(original.id)}, in its order: ${wanted.join(', ')}`,
      );
  }
  const seasons = [...originals.entries()].map(([slug, { data }]) => ({ slug, ...data }));
  return [...problems, ...addressProblems(seasons, policyPages)];
}

/**
 * The current season of each language's content/home.yaml (its `collection`) must be a file of that language's
 * content/collections/: `seasonsIn` lists their names. Each mistake names the file and the field.
 */
export function currentProblems(
  entries: { id: string; data: { collection: string } }[],
  seasonsIn: (lang: string) => string[],
) {
  const home = (lang: string) => inContent('home.yaml', lang);
  const shown = entries.find(({ id }) => languageOfEntry(id) === defaultLanguage)?.data.collection;
  return entries.flatMap(({ id, data }) => {
    const lang = languageOfEntry(id);
    const names = seasonsIn(lang);
    if (!names.includes(data.collection))
      return [
        `${home(lang)}, collection: "${data.collection}" is not a collection of ${inContent('collections/', lang)}; write one of ${names.join(', ')}`,
      ];
    // Each language's home page shows the same season: its pages are each other's translations.
    if (shown !== undefined && data.collection !== shown)
      return [`${home(lang)}, collection: "${data.collection}"; write "${shown}", as ${home(defaultLanguage)} does`];
    return [];
  });
}

const seasonsIn = (lang: string) => seasonFiles(lang).map(({ slug }) => slug);

/**
 * content/home.yaml's check: each language's current season is one of its content/collections/ files, and while
 * that season is under embargo another is public for the home page to show until then.
 */
export function currentSeasonProblems(entries: { id: string; data: never }[]) {
  const problems = currentProblems(entries, seasonsIn);
  const { embargoes } = readEmbargoes();
  const named = entries.find(({ id }) => languageOfEntry(id) === defaultLanguage)?.data as
    { collection: string } | undefined;
  const embargo = named && embargoes.get(named.collection);
  if (!problems.length && keptOut(embargo) && seasonsIn(defaultLanguage).every((slug) => keptOut(embargoes.get(slug))))
    problems.push(
      `${inContent('home.yaml')}, collection: "${named!.collection}" has an embargo until ${parisText(embargo!.at)} (its embargo), and no other collection is public for the home page to show until then`,
    );
  return problems;
}

/**
 * The season content/home.yaml (`file`) names, among `seasons` (the newest first). Its file exists (its check
 * says so as content loads): not among them, it is under embargo, and the newest public one shows until then.
 */
export function currentOf<S extends { slug: string }>(seasons: S[], name: string, file: string): S {
  const current = seasons.find((season) => season.slug === name) ?? seasons[0];
  if (current) return current;
  throw new Error(
    `Content error in ${file}: collection: "${name}" is not a collection of ${inContent('collections/')}`,
  );
}
