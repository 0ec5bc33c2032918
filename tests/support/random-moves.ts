import fc from 'fast-check';
import type { Redirect } from '../../src/site-model/hosts.ts';
import { routeTable } from '../../src/routes/route-table.ts';
import { addressProblems } from '../../src/routes/address-checks.ts';
import { policyPages } from '../../src/schemas/policy-components.ts';

// Seasons at random, and the moves the table of addresses (src/routes/) makes of those the content checks
// accept: renamed collections (a folder move in each language), looks' old addresses (an address move in each
// language), the model's own. Names as content/ may write them, some of them the site's own words, some long.

/** A name the content schema takes (src/schemas/looks.ts): lower-case letters, digits, single hyphens. */
const name = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/),
  fc.constantFrom('fr', 'en', 'admin', 'collections', 'looks', 'legal', 'index', 'look-01', 'fw25', '404'),
  fc.stringMatching(/^[a-z0-9]{60,120}$/),
);
/** An old address as `formerly` takes it: `/looks/look-01`. */
/** A collection's or a look's name; `index` and `404` too, which the checks refuse. */
const pageName = name;
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

/** A site's moves, as the table writes them for seasons the content checks accept. */
export const siteMoves = fc
  .uniqueArray(season, { minLength: 1, maxLength: 3, selector: (s) => s.slug })
  .filter((seasons) => addressProblems(seasons, policyPages).length === 0)
  .map((seasons): Redirect[] => routeTable(seasons, policyPages).moves);

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
