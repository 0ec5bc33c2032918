import fc from 'fast-check';
import { addressIn, collectionPage, collectionsPage, languages, lookPage } from '../../src/site-model/languages';
import { redirects, type Redirect } from '../../src/site-model/hosts';
import { hostLimitProblems, uniqueRules } from '../../src/site-model/redirect-rules';

// Moves as the site makes them, at random: renamed collections (a folder move in each language), looks' old
// addresses (an address move in each language), the model's own. Names as content/ may write them, some of
// them the site's own words, some long.

/** A name the content schema takes (src/schemas/looks.ts): lower-case letters, digits, single hyphens. */
const name = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/),
  fc.constantFrom('fr', 'en', 'admin', 'collections', 'looks', 'legal', 'index', 'look-01', 'fw25', '404'),
  fc.stringMatching(/^[a-z0-9]{60,120}$/),
);
/** An old address as `formerly` takes it: `/looks/look-01`. */
/** A collection's or a look's name: the site keeps `index` and `404` for itself. */
const pageName = name.filter((n) => n !== 'index' && n !== '404');
const oldAddress = fc.array(name, { minLength: 1, maxLength: 4 }).map((names) => `/${names.join('/')}`);

const season = fc.record({
  slug: pageName,
  formerly: fc.array(oldAddress, { maxLength: 2 }),
  looks: fc.uniqueArray(fc.record({ id: pageName, formerly: fc.array(oldAddress, { maxLength: 2 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (look) => look.id,
  }),
});
type Season = typeof season extends fc.Arbitrary<infer S> ? S : never;

/** The pages a case's site answers at, in every language: no move may take one, nor hold one in its folder. */
const pages = (seasons: Season[]) =>
  ['/', '/legal', '/privacy', '/coming-soon', '/admin', collectionsPage].concat(
    seasons.flatMap(({ slug, looks }) => [collectionPage(slug), ...looks.map(({ id }) => lookPage(slug, id))]),
  );

const movesOf = (seasons: Season[]): Redirect[] =>
  languages.flatMap((lang) =>
    seasons.flatMap(({ slug, formerly, looks }) => [
      ...formerly.map((old) => ({
        from: addressIn(lang, old),
        to: addressIn(lang, collectionPage(slug)),
        status: 301 as const,
        folder: true as const,
      })),
      ...looks.flatMap(({ id, formerly }) =>
        formerly.map((old) => ({
          from: addressIn(lang, old),
          to: addressIn(lang, lookPage(slug, id)),
          status: 301 as const,
        })),
      ),
    ]),
  );

/** What the content checks accept: no page hidden, no address led to two places, within Cloudflare's limits. */
function accepted(seasons: Season[], moves: Redirect[]) {
  const live = languages.flatMap((lang) => pages(seasons).map((page) => addressIn(lang, page)));
  const hides = (move: Redirect) =>
    live.some(
      (page) => page === move.from || `${page}/` === move.from || (move.folder && page.startsWith(`${move.from}/`)),
    );
  let twice = false;
  uniqueRules(moves, () => (twice = true));
  return !twice && !moves.slice(redirects.length).some(hides) && hostLimitProblems(moves).length === 0;
}

/** A site's moves, the model's first, some of them twice (a collection's and a look's that agree). */
export const siteMoves = fc
  .uniqueArray(season, { minLength: 1, maxLength: 3, selector: (s) => s.slug })
  .chain((seasons) => {
    const moves = [...redirects, ...movesOf(seasons)];
    return fc.subarray(moves).map((again) => ({ seasons, moves: [...moves, ...again] }));
  })
  .filter(({ seasons, moves }) => accepted(seasons, moves))
  .map(({ moves }) => moves);

/**
 * Where each old address must lead, as the site means it, with and without its final slash, under a folder and
 * with a query: an exact move first, else the deepest moved folder holding it, the rest of the path kept.
 */
export function expectedAnswers(moves: Redirect[]): [string, string][] {
  const slashed = ({ from, to }: Redirect) => (`${from}/` === to ? [] : [`${from}/`]);
  const exact = new Map(moves.flatMap((move) => [move.from, ...slashed(move)].map((from) => [from, move.to])));
  const folders = moves.filter((move) => move.folder).sort((a, b) => b.from.length - a.from.length);
  const target = (path: string) => {
    const [pathname, query = ''] = path.split('?');
    const folder = folders.find(({ from }) => pathname!.startsWith(`${from}/`));
    const to = exact.get(pathname!) ?? (folder && folder.to + pathname!.slice(folder.from.length));
    return query ? `${to}?${query}` : to!;
  };
  const paths = moves.flatMap(({ from, to, folder }) => [
    from,
    ...(`${from}/` === to ? [] : [`${from}/`]),
    ...(folder ? [`${from}/a/look-01/?ref=old`] : []),
  ]);
  return [...new Set(paths)].map((path) => [path, target(path)]);
}
