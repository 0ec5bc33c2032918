// Netlify's switch (README, "Live at its minute"): a scheduled function, every minute, that calls the build hook at
// a switch's minute, and after it asks the live site, builds again and tells the house if the season is missing.
import { dueSteps, missedLine, served, tell, type PlannedSwitch } from './switching.ts';

/** Netlify's settings the function reads at run time, as the house sets them for Functions. */
type Settings = Partial<Record<'NETLIFY_BUILD_HOOK' | 'SHOW_DAY_ALERT_WEBHOOK', string>>;

/** A build of the site's production branch: the build hook takes an empty POST. */
async function build(hook: string | undefined) {
  if (!hook) throw new Error('NETLIFY_BUILD_HOOK is not set for Functions');
  const response = await fetch(hook, { method: 'POST', body: '{}' });
  if (!response.ok) throw new Error(`the build hook answered ${response.status}`);
}

/** The function's handler for `switches`; the clock and the settings are Netlify's unless a test gives its own. */
export const netlifySwitch =
  (switches: PlannedSwitch[], now = () => Date.now(), settings: Settings = process.env) =>
  async () => {
    const { NETLIFY_BUILD_HOOK: hook, SHOW_DAY_ALERT_WEBHOOK: webhook } = settings;
    for (const { kind, entry } of dueSteps(switches, now(), 'netlify')) {
      try {
        if (kind === 'switch') await build(hook);
        else if (!(await served(entry.page))) {
          await build(hook);
          await tell(webhook, missedLine(entry, 'netlify', 'Built again from the build hook.'));
        }
      } catch (error) {
        await tell(
          webhook,
          `Show day on netlify: the build for ${entry.slug} (${entry.at}) failed to start: ${(error as Error).message}.`,
        );
      }
    }
  };
