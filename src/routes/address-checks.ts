import { defaultLanguage, languages } from '../site-model/languages.ts';
import { hostLimitProblems } from '../site-model/redirect-rules.ts';
import { reservedNames } from './page-kinds.ts';
import { normalAddress, routeTable, type Move, type RouteTable, type SeasonAddresses } from './route-table.ts';

// Every name content gives, checked against the table before anything is written: each mistake names its file
// and field, in words a copywriter can act on.

/** A page's own words for messages: the file that made it, or what it is. */
const described = (route: { kind: string; source?: string; address: string }) =>
  route.source ? `the page of ${route.source.replace(/\.id$/, '')}` : `the site’s own page ${route.address}`;

/** A name a season or a look takes that the site keeps for itself. */
function reservedProblems(table: RouteTable): string[] {
  const named = table.pages.filter((route) => route.lang === defaultLanguage && route.source);
  return named.flatMap((route) => {
    const name = route.kind === 'look' ? route.names.look! : route.names.season!;
    if (!reservedNames.includes(name)) return [];
    const field = route.kind === 'look' ? route.source! : `${route.source} (its file’s name)`;
    return [`${field}: "${name}" is a name the site keeps for itself (${reservedNames.join(', ')}): choose another`];
  });
}

/** Two pages at one address: a season or a look named like a page the site already has. */
function clashProblems(table: RouteTable): string[] {
  const seen = new Map<string, (typeof table.pages)[number]>();
  const problems: string[] = [];
  for (const route of table.pages) {
    const key = normalAddress(route.address);
    const other = seen.get(key);
    if (other && route.source)
      problems.push(`${route.source}: ${route.address} is ${described(other)} already: choose another name`);
    else seen.set(key, route);
  }
  return problems;
}

/** Old addresses that answer today, that shadow a page, that come twice, or that name a language's folder. */
function moveProblems(table: RouteTable): string[] {
  const problems = new Map<string, string>();
  const report = (move: Move, problem: string) => problems.get(move.source) ?? problems.set(move.source, problem);
  const seen = new Map<string, Move>();
  const folders = languages.filter((lang) => lang !== defaultLanguage).map((lang) => `/${lang}`);
  // Every language's moves are the default language's under its folder: checking these checks all.
  for (const move of table.moves.filter(({ lang }) => (lang ?? defaultLanguage) === defaultLanguage)) {
    const from = move.from;
    const live = table.at(from);
    const under = move.folder && table.pages.find(({ address }) => address.startsWith(`${from}/`));
    const other = seen.get(normalAddress(move.from));
    if (folders.some((folder) => from === folder || from.startsWith(`${folder}/`)))
      report(
        move,
        `${from} is under a language’s folder: write the ${defaultLanguage} address, without ${from.split('/', 2).join('/')}; every language’s follows`,
      );
    if (live) report(move, `${from} is ${described(live)} today: an old address must not be; delete it here`);
    if (under) report(move, `${from} holds ${described(under)} today: an old address must not be; delete it here`);
    if (other)
      report(
        move,
        other.to === move.to
          ? `${from} already leads there (${other.source}): write it in one place only`
          : `${from} already leads to ${other.to} (${other.source}): keep it in one place only`,
      );
    else seen.set(normalAddress(move.from), move);
  }
  return [...problems].map(([source, problem]) => `${source}: ${problem}`);
}

const fieldOf = (problem: string) => problem.slice(0, problem.indexOf(': ')).replace(/ \(its file’s name\)$/, '');

/** Every mistake in the names and old addresses the seasons give, checked against the table they make. */
export function addressProblems(seasons: SeasonAddresses[], policies: readonly string[]): string[] {
  const table = routeTable(seasons, policies);
  const problems = [
    ...reservedProblems(table),
    ...clashProblems(table),
    ...moveProblems(table),
    ...hostLimitProblems(table.moves),
  ];
  // One message per file and field: the first says what to do.
  const fields = new Map<string, string>();
  for (const problem of problems) if (!fields.has(fieldOf(problem))) fields.set(fieldOf(problem), problem);
  return [...fields.values()];
}
