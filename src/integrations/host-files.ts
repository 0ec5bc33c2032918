import { readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { hostFiles } from '../site-model/host-files.ts';

/**
 * Every build writes each host's files from the one model (src/site-model/hosts.ts) before it copies
 * public/: Cloudflare's and Netlify's `_headers` and `_redirects`, netlify.toml and nginx.conf. A language,
 * a page or a redirect added to the model reaches every host with no file edited by hand; the tests fail on
 * a committed copy that differs from what the build writes.
 */
export function hostFilesIntegration(): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build') return;
        for (const [path, text] of Object.entries(hostFiles())) {
          const file = new URL(path, config.root);
          let current = '';
          try {
            current = readFileSync(file, 'utf8');
          } catch {
            // Not written yet.
          }
          if (current === text) continue;
          writeFileSync(file, text);
          logger.info(`${path} written from src/site-model/hosts.ts`);
        }
      },
    },
  };
}
