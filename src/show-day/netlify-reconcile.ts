// Netlify's reconcile (src/show-day/README.md): a scheduled function, every minute, in the published deploy. Netlify
// builds a season only once its minute has passed (README, "Netlify"), so making it live is starting one build from
// the build hook, or publishing it (restore) if one built after the minute is ready and not yet published.
import { runOnce, switchMinute, tell, timedFetch, type PlannedSwitch } from './reconcile.ts';

/** Netlify's settings the function reads at run time, as the house sets them for Functions. */
type Settings = Partial<
  Record<'NETLIFY_BUILD_HOOK' | 'NETLIFY_API_TOKEN' | 'NETLIFY_API' | 'SITE_ID' | 'SHOW_DAY_ALERT_WEBHOOK', string>
>;

interface Deploy {
  id: string;
  state: string;
  created_at: string;
  published_at?: string | null;
  context?: string;
}

/** Deploys that will never be published: a later one is needed. */
const dead = new Set(['error', 'rejected', 'skipped', 'canceled', 'cancelled']);

/** The function's handler for `switches`; the clock and the settings are Netlify's unless a test gives its own. */
export const netlifyReconcile =
  (switches: PlannedSwitch[], now = () => Date.now(), settings: Settings = process.env) =>
  async () => {
    const { NETLIFY_BUILD_HOOK: hook, NETLIFY_API_TOKEN: token, SITE_ID: site } = settings;
    const api = settings.NETLIFY_API ?? 'https://api.netlify.com/api/v1';
    const headers = { authorization: `Bearer ${token}` };
    const read = async <T>(path: string) => {
      if (!token || !site) throw new Error('NETLIFY_API_TOKEN and SITE_ID must be set for Functions');
      const response = await timedFetch(`${api}${path}`, { headers });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return (await response.json()) as T;
    };
    await runOnce(switches, now(), {
      name: 'netlify',
      async live(target) {
        if (!target) return { since: 0 };
        const { published_deploy: published } = await read<{ published_deploy?: Deploy }>(`/sites/${site}`);
        const page = await timedFetch(target.page, { redirect: 'manual' }).catch(() => undefined);
        return {
          version: published?.id,
          since: Date.parse(published?.published_at ?? published?.created_at ?? '') || 0,
          served: page?.status === 200,
        };
      },
      async make(target) {
        const after = switchMinute(target.at);
        const deploys = await read<Deploy[]>(`/sites/${site}/deploys?production=true&per_page=20`);
        const built = deploys.filter((each) => Date.parse(each.created_at) >= after && !dead.has(each.state));
        const ready = built.find((each) => each.state === 'ready' && !each.published_at);
        if (ready) {
          const response = await timedFetch(`${api}/sites/${site}/deploys/${ready.id}/restore`, {
            method: 'POST',
            headers,
          });
          if (!response.ok) throw new Error(`publishing deploy ${ready.id} answered ${response.status}`);
          return true;
        }
        // A build started after the minute is on its way: one is enough.
        if (built.length) return false;
        if (!hook) throw new Error('NETLIFY_BUILD_HOOK is not set for Functions');
        const response = await timedFetch(hook, { method: 'POST', body: '{}' });
        if (!response.ok) throw new Error(`the build hook answered ${response.status}`);
        return false;
      },
      tell: (text) => tell(settings.SHOW_DAY_ALERT_WEBHOOK, text),
    }).catch((error: Error) => console.error(`Show day on netlify: ${error.message}`));
  };
