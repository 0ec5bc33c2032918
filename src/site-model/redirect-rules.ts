// The hosts' rules for the site's moves (./hosts.ts): the lines of `_redirects` and the locations of
// nginx-redirects.conf (./host-files.ts) come from here, and so does the count the content checks hold to the
// hosts' limits. Plain TypeScript, for Node and the tests.
import { redirectLimits, type MoveStatus, type Redirect } from './hosts.ts';

/** One rule as the hosts read it: one exact address, or (dynamic) every address under a folder. */
export interface Rule {
  /** `/looks/look-01`, `/looks/look-01/`, or a folder's `/collections/fw25/*`. */
  from: string;
  /** Where it leads; a folder's ends in `/:splat`, the rest of the path. */
  to: string;
  status: MoveStatus;
  dynamic: boolean;
}

/** An address the hosts read as written: segments of URL-safe characters, none of them only dots. */
const plainAddress = /^\/([\w~-][\w.~-]*\/?)*$/;

/**
 * The rules one move needs so that its old address answers with and without a final slash everywhere: Cloudflare
 * and nginx match an exact address as written (Netlify ignores the slash), so the slashed address is a rule too,
 * unless it is where the move leads (`/admin` to `/admin/`).
 */
export function rulesOf({ from, to, status, folder }: Redirect): Rule[] {
  const addresses = from.endsWith('/') || `${from}/` === to ? [from] : [from, `${from}/`];
  const exact = addresses.map((address) => ({ from: address, to, status, dynamic: false }));
  return folder ? [...exact, { from: `${from}/*`, to: `${to}/:splat`, status, dynamic: true }] : exact;
}

/** What no host would take as written: an address with spaces or signs the rule files read as syntax. */
function unwritable({ from, to, folder }: Redirect): string | undefined {
  const odd = [from, to].find((address) => !plainAddress.test(address));
  if (odd !== undefined) return `"${odd}" is not an address the hosts' files can hold.`;
  if (folder && (from.endsWith('/') || to.endsWith('/')))
    return `${from} to ${to}: write a folder without its final slash.`;
  // Cloudflare drops a move to an index page: its clean address would lead back to the move.
  if (/\/index(\.html)?$/.test(to)) return `${from} leads to ${to}, which Cloudflare strips back to its folder.`;
}

/**
 * Every rule of these moves, each address once: exact addresses first (Cloudflare counts a static rule after a
 * dynamic one as dynamic), then folders, the deepest first (Cloudflare and Netlify take the first that matches,
 * nginx the longest). The same move twice is one rule; `conflict` hears of an address led to two places.
 */
export function uniqueRules(redirects: Redirect[], conflict: (rule: Rule, first: Rule) => void = () => {}) {
  const rules = new Map<string, Rule>();
  for (const rule of redirects.flatMap(rulesOf)) {
    const first = rules.get(rule.from);
    if (!first) rules.set(rule.from, rule);
    else if (first.to !== rule.to || first.status !== rule.status) conflict(rule, first);
  }
  return [...rules.values()].sort(
    (a, b) => Number(a.dynamic) - Number(b.dynamic) || (a.dynamic ? b.from.length - a.from.length : 0),
  );
}

/**
 * The rules the writers write: throws, rather than write a file a host refuses or a rule it drops, on an address
 * moved to two places, an address no host can hold, or moves beyond the hosts' limits. The content checks refuse
 * each first, with the file and the field.
 */
export function hostRules(redirects: Redirect[]): Rule[] {
  const problem = redirects.map(unwritable).find(Boolean) ?? hostLimitProblems(redirects)[0];
  if (problem) throw new Error(`Redirect error: ${problem}`);
  return uniqueRules(redirects, (rule, first) => {
    throw new Error(`Redirect error: ${rule.from} leads both to ${first.to} and to ${rule.to}; keep one.`);
  });
}

/** A rule's line in `_redirects`, for Cloudflare and Netlify. */
export const redirectsLine = ({ from, to, status }: Rule) => `${from}  ${to}  ${status}`;

const count = (n: number) => n.toLocaleString('en');

/**
 * What these moves ask of the hosts beyond their limits (./hosts.ts, redirectLimits), in words for a copywriter;
 * empty when none. A move with a `source` (the file and field that wrote it) is named by it.
 */
export function hostLimitProblems(redirects: (Redirect & { source?: string })[]): string[] {
  const { staticRules, dynamicRules, lineLength, nginxAddress } = redirectLimits;
  const problems: string[] = [];
  for (const move of redirects) {
    const rules = rulesOf(move);
    const named = (text: string) =>
      problems.push(`${move.source ? `${move.source}: ` : ''}${move.from} is too long: ${text}`);
    const line = Math.max(...rules.map((rule) => redirectsLine(rule).length));
    if (line > lineLength)
      named(
        `its move takes ${count(line)} characters, and Cloudflare ignores a move over ${count(lineLength)}. Shorten this address or delete it.`,
      );
    // nginx's longest location: the slashed address, or the folder's.
    if (move.from.length + 1 > nginxAddress)
      named(`nginx ignores an old address over ${count(nginxAddress - 1)} characters. Shorten it or delete it.`);
  }
  const rules = uniqueRules(redirects);
  const exact = rules.filter((rule) => !rule.dynamic).length;
  if (exact > staticRules)
    problems.push(
      `The old addresses make ${count(exact)} moves, and Cloudflare keeps ${count(staticRules)}: it drops the rest without a word. Each old address makes a move in each language, and another with a final slash. Delete the old addresses nobody visits any more until they make ${count(staticRules)} or fewer.`,
    );
  const folders = rules.length - exact;
  if (folders > dynamicRules)
    problems.push(
      `The former names of collections make ${count(folders)} moves of a whole folder, and Cloudflare keeps ${count(dynamicRules)}: it drops the rest without a word. Each former name makes one in each language. Delete the oldest former names until they make ${count(dynamicRules)} or fewer.`,
    );
  return problems;
}
