// What a host's own scheduler does each minute of show day (README, "Live at its minute"): the switch at its
// minute, then checks of the live site. Web APIs only: it runs in Cloudflare's switch Worker and Netlify's function.

/** A switch as a host's scheduler holds it: the instant, the season, its page on the live site; on Cloudflare, the version prepared for it. */
export interface PlannedSwitch {
  /** ISO 8601, UTC. */
  at: string;
  slug: string;
  page: string;
  version?: string;
}

/** The minutes after a switch at which each host asks the live site: Netlify's switch is a build, Cloudflare's a deploy of seconds. */
export const checksAfter = { cloudflare: [2, 5, 10, 15], netlify: [15, 30], nginx: [2, 5, 10, 15] } as const;

export type Host = keyof typeof checksAfter;

const minute = 60_000;

/** The minute a switch is made: the first whole minute at or after its instant, never before it. */
export const switchMinute = (at: string) => Math.ceil(Date.parse(at) / minute) * minute;

/** One thing a run does for a switch: make it, or ask the live site whether it was made. */
export interface Step {
  kind: 'switch' | 'check';
  entry: PlannedSwitch;
}

/** What a run at `now` does: each switch whose minute it is, and each check due `checksAfter` minutes after one. */
export function dueSteps(switches: readonly PlannedSwitch[], now: number, host: Host): Step[] {
  const run = Math.floor(now / minute) * minute;
  return switches.flatMap((entry): Step[] => {
    const after = (run - switchMinute(entry.at)) / minute;
    if (after === 0) return [{ kind: 'switch', entry }];
    return (checksAfter[host] as readonly number[]).includes(after) ? [{ kind: 'check', entry }] : [];
  });
}

/** Whether the live site serves a season's page: before its switch it answers 404. */
export async function served(page: string) {
  try {
    return (await fetch(page, { redirect: 'manual' })).status === 200;
  } catch {
    return false;
  }
}

/** Tells the house: a JSON `{ text }`, as chat webhooks (Slack, Google Chat, Mattermost) take it; the log, without one. */
export async function tell(webhook: string | undefined, text: string) {
  console.error(text);
  if (!webhook) return;
  const response = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!response.ok) console.error(`SHOW_DAY_ALERT_WEBHOOK answered ${response.status}`);
}

/** The sentence the house receives when a check finds the season missing after its minute. */
export const missedLine = (entry: PlannedSwitch, host: Host, retry: string) =>
  `Show day on ${host}: ${entry.page} is not served, though ${entry.slug} went live at ${entry.at}. ${retry}`;
