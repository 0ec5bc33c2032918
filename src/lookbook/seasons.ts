import { contentFolder } from '../site-model/content-folder';
import type { Redirect } from '../site-model/hosts';
import {
  addressIn,
  baseId,
  collectionPage,
  contentPath,
  defaultLanguage,
  languageOfEntry,
  languages,
  lookPage,
} from '../site-model/languages';

// The seasons as plain data: each collection's addresses, the addresses it and its looks had before, and the
// mistakes that would break an address. Pages, hosts' redirects and the tests read them here.

/** What this file needs of a collection (content/collections/<name>.yaml): its name, and its looks'. */
export interface Season {
  /** Its file's name, which makes its address: `fall-winter-2025`. */
  slug: string;
  date: Date;
  formerly: string[];
  looks: { id: string; formerly: string[] }[];
}

/** A permanent move: an address that was published, and where it is now (as addressIn takes both). */
export interface Move {
  from: string;
  to: string;
  /** Where the old address was written: `content/collections/fall-winter-2025.yaml, looks.0.formerly`. */
  source: string;
}

/** A file of content/ in a language, as messages name it: `content/fr/home.yaml`. */
const inContent = (lang: string, file: string) => `${contentFolder}/${contentPath(lang, file)}`;
const fileOf = (season: Season) => inContent(defaultLanguage, `collections/${season.slug}.yaml`);

/** The newest first, by the day each was first shown. */
export const newestFirst = <S extends { date: Date }>(seasons: S[]) =>
  [...seasons].sort((a, b) => b.date.getTime() - a.date.getTime());

/** Every address the seasons answer at: each collection's page and each look's. */
export const liveAddresses = (seasons: Season[]) =>
  seasons.flatMap((season) => [
    { address: collectionPage(season.slug), source: fileOf(season) },
    ...season.looks.map((look, n) => ({
      address: lookPage(season.slug, look.id),
      source: `${fileOf(season)}, looks.${n}`,
    })),
  ]);

/**
 * Every old address and where it now leads: a look's own, and, under each old address of its collection,
 * the look's address there (`/collections/fw25/look-01` when the collection was `fw25`).
 */
export const moves = (seasons: Season[]): Move[] =>
  seasons.flatMap((season) => [
    ...season.formerly.map((from, n) => ({
      from,
      to: collectionPage(season.slug),
      source: `${fileOf(season)}, formerly.${n}`,
    })),
    ...season.looks.flatMap((look, l) => [
      ...look.formerly.map((from, n) => ({
        from,
        to: lookPage(season.slug, look.id),
        source: `${fileOf(season)}, looks.${l}.formerly.${n}`,
      })),
      ...season.formerly.map((old, n) => ({
        from: `${old}/${look.id}`,
        to: lookPage(season.slug, look.id),
        source: `${fileOf(season)}, formerly.${n}`,
      })),
    ]),
  ]);

/** The moves as the hosts take them: permanent, in every language of the site. */
export const hostMoves = (seasons: Season[], codes = languages): Redirect[] =>
  moves(seasons).flatMap(({ from, to }) =>
    codes.map((lang) => ({ from: addressIn(lang, from), to: addressIn(lang, to), status: 301 as const })),
  );

/**
 * What would break an address, for a copywriter: an old address that is a page today (it would lead to
 * itself, or hide that page), or one old address given to two places. Empty when none.
 */
export function addressProblems(seasons: Season[], pages: string[] = []): string[] {
  const live = new Map<string, string>(pages.map((address) => [address, 'a page of the site']));
  for (const { address, source } of liveAddresses(seasons)) live.set(address, source);
  const problems: string[] = [];
  const taken = new Map<string, Move>();
  for (const move of moves(seasons)) {
    const page = live.get(move.from);
    if (page)
      problems.push(
        `${move.source}: ${move.from} is in use today (${page}); an old address must not be: delete it here`,
      );
    const other = taken.get(move.from);
    if (other && other.to !== move.to)
      problems.push(
        `${move.source}: ${move.from} already leads to ${other.to} (${other.source}): keep it in one place only`,
      );
    taken.set(move.from, move);
  }
  return problems;
}

/** A collection entry as the loaders hold it: `fall-winter-2025`, `fr/fall-winter-2025`, and its data. */
interface SeasonEntry {
  id: string;
  data: { date: Date; formerly: string[]; looks: { id: string; formerly: string[] }[] };
}

/**
 * Every collection's mistakes across files, once all are read: each language's twin has the same looks, in the
 * same order, as the default language's (their pages are each other's translations), and no address breaks.
 */
export function seasonProblems(entries: SeasonEntry[]): string[] {
  const file = (id: string) => inContent(languageOfEntry(id), `collections/${baseId(id)}.yaml`);
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
  const seasons = [...originals.entries()].map(([name, { data }]) => ({ slug: name, ...data }));
  return [...problems, ...addressProblems(seasons)];
}

/**
 * The current collection of each language's content/home.yaml (its `collection`) must be a file of that language's
 * content/collections/: `seasonsIn` lists their names. Each mistake names the file and the field.
 */
export function currentProblems(
  entries: { id: string; data: { collection: string } }[],
  seasonsIn: (lang: string) => string[],
) {
  const home = (lang: string) => inContent(lang, 'home.yaml');
  const shown = entries.find(({ id }) => languageOfEntry(id) === defaultLanguage)?.data.collection;
  return entries.flatMap(({ id, data }) => {
    const lang = languageOfEntry(id);
    const names = seasonsIn(lang);
    if (!names.includes(data.collection))
      return [
        `${home(lang)}, collection: "${data.collection}" is not a collection of ${inContent(lang, 'collections/')}; write one of ${names.join(', ')}`,
      ];
    // Each language's home page shows the same season: its pages are each other's translations.
    if (shown !== undefined && data.collection !== shown)
      return [`${home(lang)}, collection: "${data.collection}"; write "${shown}", as ${home(defaultLanguage)} does`];
    return [];
  });
}

/** The collection content/home.yaml names (`file`), among `seasons`; else an error naming the file and the field. */
export function currentOf<S extends { slug: string }>(seasons: S[], name: string, file: string): S {
  const current = seasons.find((season) => season.slug === name);
  if (current) return current;
  throw new Error(
    `Content error in ${file}: collection: "${name}" is not a collection of ${contentFolder}/collections/`,
  );
}
