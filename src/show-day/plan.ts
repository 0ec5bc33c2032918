// The switches a host's scheduler is given (README, "Live at its minute"): from content, each checked before its
// name reaches an address, a version's tag or a host's setting.
import { publicAddress } from '../site-model/public-address.ts';
import { kinds } from '../routes/page-kinds.ts';
import { contentDir, inContent } from '../site-model/content-folder.ts';
import { switchesBetween } from './schedule.ts';
import type { PlannedSwitch } from './reconcile.ts';

/** A season's file name as an address takes it: lower-case letters, digits and single hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How long a passed switch stays planned: a host's scheduler down for that long still puts it live when it is back. */
export const catchUp = 60 * 60_000;

/**
 * Every switch still to come at `now`, and those passed within `catchUp`, the soonest first, each with its page on
 * the public address (content/site.yaml). Throws on a content mistake, as the build does.
 */
export function switchPlan(now: Date, dir = contentDir, origin = publicAddress()): PlannedSwitch[] {
  const { switches, problems } = switchesBetween(new Date(now.getTime() - catchUp), undefined, dir);
  if (problems.length) throw new Error(problems.join('\n'));
  if (!switches.length) return [];
  if (!origin) throw new Error(`${inContent('site.yaml')}, url: show day checks the live site at this address; set it`);
  return switches.map(({ slug, at }) => {
    if (!slugPattern.test(slug))
      throw new Error(
        `${inContent(`collections/${slug}.yaml`)}: name the file with lower-case letters, digits and hyphens`,
      );
    return { at: at.toISOString(), slug, page: new URL(kinds.season({ season: slug }), origin).href };
  });
}

/** A prepared version's tag on Cloudflare, naming its minute: `show-day-20270302T1330Z`. */
export const versionTag = (at: string) => `show-day-${at.slice(0, 16).replace(/[-:]/g, '')}Z`;
