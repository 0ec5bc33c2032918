import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { currentProblems, onProblemsChange } from '../utils/content-problems';

/**
 * `npm run dev` shows a content mistake in the browser, on every page, in Vite's error overlay, with the
 * text the build prints (file, entry, field, what is expected). When the file is fixed, the page reloads
 * with the new words. The loaders find the mistakes (src/utils/content-errors.ts); this only shows them.
 */
export function contentOverlay(): AstroIntegration {
  let dataStore = '';
  let dev = false;
  return {
    name: 'content-overlay',
    hooks: {
      // `astro sync` (npm run check:content) runs a server too: there, mistakes are printed and fail it.
      'astro:config:setup': ({ command }) => {
        dev = command === 'dev';
      },
      'astro:config:done': ({ config }) => {
        dataStore = fileURLToPath(new URL('.astro/data-store.json', config.root));
      },
      'astro:server:setup': ({ server }) => {
        if (!dev) return;
        const show = (problems: string[]) =>
          server.ws.send({ type: 'error', err: { message: problems.join('\n\n'), stack: '', plugin: 'content/' } });
        // Once fixed, the page reloads when the new words reach Astro's data store (its own reload can be
        // lost while a page is loading), and once more after 2 s in case the fix left the store as it was.
        const reload = () => server.ws.send({ type: 'full-reload' });
        let awaitingStore = false;
        server.watcher.on('change', (path) => {
          if (path !== dataStore || !awaitingStore) return;
          awaitingStore = false;
          setTimeout(reload, 800);
        });
        let showing = currentProblems().length > 0;
        onProblemsChange((problems) => {
          awaitingStore = !problems.length && showing;
          if (problems.length) show(problems);
          else if (awaitingStore) setTimeout(() => currentProblems().length || reload(), 2000);
          showing = problems.length > 0;
        });
        // Every page that opens while a mistake stands gets it too.
        server.ws.on('connection', () => {
          const problems = currentProblems();
          if (problems.length) show(problems);
        });
      },
    },
  };
}
