// Cloudflare's switch (src/show-day/README.md): at a switch's minute, deploys the version prepared for it through
// the Workers Deployments API; after it, asks the live site, deploys it again and tells the house if it is missing.
import { dueSteps, missedLine, served, tell, type PlannedSwitch } from '../switching.ts';

/** The plan the prepare job deploys this Worker with (SHOW_DAY_PLAN): the site's Worker and its coming switches. */
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
  versions: { version_id: string; percentage: number }[];
}

export default {
  // The run's minute is the trigger's scheduledTime: a Worker's clock stands still while it waits on the network.
  async scheduled(controller: { scheduledTime: number }, env: Env) {
    const plan: CloudflarePlan = JSON.parse(env.SHOW_DAY_PLAN || '{"script":"","switches":[]}');
    const deployments = `${env.CLOUDFLARE_API}/accounts/${encodeURIComponent(env.CLOUDFLARE_ACCOUNT_ID)}/workers/scripts/${encodeURIComponent(plan.script)}/deployments`;
    const headers = { authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`, 'content-type': 'application/json' };

    const live = async () => {
      const response = await fetch(deployments, { headers });
      if (!response.ok) throw new Error(`listing the deployments answered ${response.status}`);
      const { result } = (await response.json()) as { result: { deployments: Deployment[] } };
      return result.deployments[0];
    };
    const deploy = async ({ version, slug, at }: PlannedSwitch) => {
      const response = await fetch(deployments, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          strategy: 'percentage',
          versions: [{ version_id: version, percentage: 100 }],
          annotations: { 'workers/message': `Show day: ${slug} at ${at}` },
        }),
      });
      if (!response.ok) throw new Error(`deploying version ${version} answered ${response.status}`);
    };

    for (const { kind, entry } of dueSteps(plan.switches, controller.scheduledTime, 'cloudflare')) {
      try {
        if (kind === 'switch') {
          const [only, ...more] = (await live())?.versions ?? [];
          // A second run of the minute finds the version already serving everyone, and leaves it.
          if (!more.length && only?.version_id === entry.version && only.percentage === 100) continue;
          await deploy(entry);
        } else if (!(await served(entry.page))) {
          await deploy(entry);
          await tell(
            env.SHOW_DAY_ALERT_WEBHOOK,
            missedLine(entry, 'cloudflare', `Deployed again: version ${entry.version}.`),
          );
        }
      } catch (error) {
        const line = `Show day on cloudflare: ${kind === 'switch' ? 'the switch' : 'the retry'} of ${entry.slug} (${entry.at}) failed: ${(error as Error).message}.`;
        await tell(env.SHOW_DAY_ALERT_WEBHOOK, line);
      }
    }
  },
};
