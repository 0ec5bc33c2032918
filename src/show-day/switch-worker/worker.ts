// Cloudflare's reconcile (src/show-day/README.md): every minute, the version prepared for the latest switch whose minute
// has passed is deployed through the Workers Deployments API, unless it, or a later deploy holding its season, is live.
import { runOnce, tell, timedFetch, type Live, type PlannedSwitch } from '../reconcile.ts';

/** The plan the prepare job deploys this Worker with (SHOW_DAY_PLAN): the site's Worker and its switches. */
export interface CloudflarePlan {
  script: string;
  switches: PlannedSwitch[];
}

interface Env {
  SHOW_DAY_PLAN?: string;
  CLOUDFLARE_API: string;
  CLOUDFLARE_ACCOUNT_ID: string;
  CLOUDFLARE_API_TOKEN: string;
  SHOW_DAY_ALERT_WEBHOOK?: string;
}

interface Deployment {
  created_on: string;
  versions: { version_id: string; percentage: number }[];
}

/** Whether the live site serves a season's page: before its switch it answers 404. */
async function served(page: string) {
  try {
    return (await timedFetch(page, { redirect: 'manual' })).status === 200;
  } catch {
    return false;
  }
}

export default {
  // The run's minute is the trigger's scheduledTime: a Worker's clock stands still while it waits on the network.
  async scheduled(controller: { scheduledTime: number }, env: Env) {
    const plan: CloudflarePlan = JSON.parse(env.SHOW_DAY_PLAN || '{"script":"","switches":[]}');
    const deployments = `${env.CLOUDFLARE_API}/accounts/${encodeURIComponent(env.CLOUDFLARE_ACCOUNT_ID)}/workers/scripts/${encodeURIComponent(plan.script)}/deployments`;
    const headers = { authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`, 'content-type': 'application/json' };

    await runOnce(plan.switches, controller.scheduledTime, {
      name: 'cloudflare',
      async live(target): Promise<Live> {
        if (!target) return { since: 0 };
        const response = await timedFetch(deployments, { headers });
        if (!response.ok) throw new Error(`listing the deployments answered ${response.status}`);
        const { result } = (await response.json()) as { result: { deployments: Deployment[] } };
        const [latest] = result.deployments;
        const [only, ...more] = latest?.versions ?? [];
        // Serving everyone: one version at 100 %; a split deployment is no version of the plan's.
        const version = !more.length && only?.percentage === 100 ? only.version_id : undefined;
        const since = latest ? Date.parse(latest.created_on) : 0;
        return { version, since, served: version === target.version || (await served(target.page)) };
      },
      async make({ version, slug, at }) {
        const response = await timedFetch(deployments, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            strategy: 'percentage',
            versions: [{ version_id: version, percentage: 100 }],
            annotations: { 'workers/message': `Show day: ${slug} at ${at}` },
          }),
        });
        if (!response.ok) throw new Error(`deploying version ${version} answered ${response.status}`);
        return true;
      },
      tell: (text) => tell(env.SHOW_DAY_ALERT_WEBHOOK, text),
    }).catch((error: Error) => console.error(`Show day on cloudflare: ${error.message}`));
  },
};
