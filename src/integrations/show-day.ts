import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { switchPlan } from '../show-day/plan.ts';
import { switchesBetween, switchLine } from '../show-day/schedule.ts';
import { siteTime } from '../show-day/site-time.ts';
import type { PlannedSwitch } from '../show-day/reconcile.ts';
import { contentDir } from '../site-model/content-folder.ts';

/** Where Netlify's Frameworks API takes a function the build writes; TypeScript, so that Netlify bundles it with esbuild. */
export const netlifyFunctionFile = '.netlify/v1/functions/show-day.mts';

/** Netlify's scheduled reconcile for one deploy, its plan written in: Netlify bundles static data with the code. */
export const netlifyFunction = (switches: PlannedSwitch[]) =>
  `// Written by the build (src/integrations/show-day.ts): show day's reconcile, with this deploy's plan.
import { netlifyReconcile } from ${JSON.stringify(fileURLToPath(new URL('../show-day/netlify-reconcile.ts', import.meta.url)))};

export default netlifyReconcile(${JSON.stringify(switches)});
export const config = { schedule: '* * * * *' };
`;

/**
 * Show day (src/show-day/): the build says which time it is made for, and a build for the clock's time that an
 * embargo's end overtook stops before its dist/ can be deployed: it would take the season off the site. On
 * Netlify (NETLIFY=true) it writes the scheduled function that reconciles the live site with the plan every minute.
 */
export function showDay({ content = contentDir } = {}): AstroIntegration {
  let made: Date;
  let root: URL;
  return {
    name: 'show-day',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        // A wrong SITE_TIME stops the build here, before any content is read for the wrong time.
        made = siteTime();
        root = config.root;
        if (command === 'build' && process.env.SITE_TIME)
          logger.info(`Built as the site will be at ${made.toISOString()}`);
      },
      'astro:build:done': () => {
        if (process.env.NETLIFY === 'true') {
          const file = new URL(netlifyFunctionFile, root);
          mkdirSync(new URL('./', file), { recursive: true });
          writeFileSync(file, netlifyFunction(switchPlan(made, content)));
        }
        if (process.env.SITE_TIME) return;
        const { switches } = switchesBetween(made, new Date(), content);
        if (switches.length)
          throw new Error(
            `An embargo ended while this build ran; build again, for the site as it is now:\n- ${switches.map(switchLine).join('\n- ')}`,
          );
      },
    },
  };
}
