import type { AstroIntegration } from 'astro';
import { switchesBetween, switchLine } from '../show-day/schedule.ts';
import { siteTime } from '../show-day/site-time.ts';
import { contentDir } from '../site-model/content-folder.ts';

/**
 * Show day (src/show-day/): the build says which time it is made for, and a build for the clock's time that an
 * embargo's end overtook stops before its dist/ can be deployed: it would take the season off the site.
 */
export function showDay({ content = contentDir } = {}): AstroIntegration {
  let made: Date;
  return {
    name: 'show-day',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        // A wrong SITE_TIME stops the build here, before any content is read for the wrong time.
        made = siteTime();
        if (command === 'build' && process.env.SITE_TIME)
          logger.info(`Built as the site will be at ${made.toISOString()}`);
      },
      'astro:build:done': () => {
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
