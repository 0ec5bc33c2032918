// Show day's one rule, run every minute by each host's scheduler (README, "Live at its minute"): from the plan and the
// clock, what should be live; each host asks what is, and makes it so when it differs. Web APIs only: it runs in
// Cloudflare's switch Worker, Netlify's function and on the nginx server.

/** A switch as a host is given it: the instant, the season, its page on the live site, and what was prepared for it. */
export interface PlannedSwitch {
  /** ISO 8601, UTC. */
  at: string;
  slug: string;
  /** Its page on the public address; empty for the build of `main` itself, which nobody is told about. */
  page: string;
  /** What the host makes live: Cloudflare's version ID, nginx's release folder; none where the host builds (Netlify). */
  version?: string;
}

/** What a host serves now, and since when. */
export interface Live {
  version?: string;
  /** When it became live (ms since 1970). */
  since: number;
  /** Whether the live site serves the season's page: another deploy made after the minute may hold it too. */
  served?: boolean;
}

export const minute = 60_000;

/** How late a switch may be before the house is told. */
export const tellAfter = 2 * minute;

/** The minute a switch is due: the first whole minute at or after its instant, never before it. */
export const switchMinute = (at: string) => Math.ceil(Date.parse(at) / minute) * minute;

/**
 * What should be live at `now`: the latest switch whose minute has passed, or none (the host's own deploy stands).
 * Of two in one minute, the later instant: its version was built for a time that holds both seasons.
 */
export function due(switches: readonly PlannedSwitch[], now: number): PlannedSwitch | undefined {
  let found: PlannedSwitch | undefined;
  for (const each of switches)
    if (switchMinute(each.at) <= now && (!found || Date.parse(each.at) >= Date.parse(found.at))) found = each;
  return found;
}

/** Whether `live` is right for `target`: its version, or another that serves its season (a later deploy of `main`). */
export const isRight = (target: PlannedSwitch, live: Live) =>
  (!!target.version && live.version === target.version) || live.served === true;

/** One run's decision: the switch due, and whether to make it live. Missed, late, repeated runs all decide alike. */
export function reconcile(switches: readonly PlannedSwitch[], now: number, live: Live) {
  const target = due(switches, now);
  return { target, make: !!target && !isRight(target, live) };
}

/**
 * What the house is told after a run, from the clock and what is live only (no memory kept), reckoned in whole
 * minutes so that a run a few seconds late counts as its minute's: `late` by the run of the minute the switch is
 * more than `tellAfter` overdue, `right` by the run of the minute after it went live late (with how late it was).
 * Each is told once by a scheduler that runs every minute; one that misses the `late` minute tells only `right`.
 */
export function tidings(target: PlannedSwitch | undefined, now: number, live: Live, every = minute) {
  if (!target?.page) return undefined;
  const at = switchMinute(target.at);
  const slot = Math.floor(now / every) * every;
  if (isRight(target, live)) {
    // Put right by its own version; another deploy that serves the season may only have followed it.
    if (target.version && live.version !== target.version) return undefined;
    const lateBy = live.since - at;
    const justNow = live.since >= slot - every && live.since < slot;
    return lateBy > tellAfter && justNow ? { kind: 'right' as const, lateBy } : undefined;
  }
  const lateBy = slot - at;
  return lateBy > tellAfter && lateBy - every <= tellAfter ? { kind: 'late' as const, lateBy } : undefined;
}

/** A host as the reconcile drives it. */
export interface HostPort {
  name: string;
  /** What is live; asked for the switch due, whose page it may ask the live site for. */
  live(target: PlannedSwitch | undefined): Promise<Live>;
  /** Makes `target` live; resolves true when it is live on return, false when the host only started it (a build). */
  make(target: PlannedSwitch): Promise<boolean>;
  tell(text: string): Promise<void>;
}

const minutes = (ms: number) => Math.round(ms / minute);

/** The sentence the house receives. */
export function tidingLine(host: string, target: PlannedSwitch, tiding: NonNullable<ReturnType<typeof tidings>>) {
  return tiding.kind === 'late'
    ? `Show day on ${host}: ${target.page} is still not served, ${minutes(tiding.lateBy)} minutes after ${target.slug}'s minute (${target.at}).`
    : `Show day on ${host}: ${target.page} is served now, ${minutes(tiding.lateBy)} minutes after ${target.slug}'s minute (${target.at}).`;
}

/** One run on one host: ask, decide, make, tell. A failure to make it live is logged; the next run tries again. */
export async function runOnce(switches: readonly PlannedSwitch[], now: number, host: HostPort, every = minute) {
  const target = due(switches, now);
  const failed = (what: string) => (error: Error) =>
    void console.error(`Show day on ${host.name}: ${what} failed: ${error.message}`);
  // What cannot be asked is taken for wrong: making it live again is harmless, missing the minute is not.
  let live: Live = await host
    .live(target)
    .catch((error: Error) => (failed('asking what is live')(error), { since: 0 }));
  const { make } = reconcile(switches, now, live);
  if (target && make) {
    const made = await host.make(target).catch(failed(`making ${target.slug} (${target.at}) live`));
    if (made) live = { version: target.version, since: now, served: true };
  }
  const tiding = tidings(target, now, live, every);
  if (target && tiding) await host.tell(tidingLine(host.name, target, tiding));
  return { target, made: make, tiding };
}

/** A fetch that gives up: a host's scheduler must not hang on a network that does not answer. */
export const timedFetch = (url: string, init: RequestInit = {}, ms = 10_000) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(ms) });

/** Tells the house: a JSON `{ text }`, as chat webhooks (Slack, Google Chat, Mattermost) take it; the log, without one. */
export async function tell(webhook: string | undefined, text: string) {
  console.error(text);
  if (!webhook) return;
  try {
    const response = await timedFetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (!response.ok) console.error(`SHOW_DAY_ALERT_WEBHOOK answered ${response.status}`);
  } catch (error) {
    console.error(`SHOW_DAY_ALERT_WEBHOOK did not answer: ${(error as Error).message}`);
  }
}
