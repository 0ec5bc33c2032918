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
  return {
    name: 'content-overlay',
    hooks: {
      'astro:config:done': ({ config }) => {
        dataStore = fileURLToPath(new URL('.astro/data-store.json', config.root));
      },
      'astro:server:setup': ({ server }) => {
        const show = (problems: string[]) =>
          server.ws.send({ type: 'error', err: { message: problems.join('\n\n'), stack: '', plugin: 'content/' } });
        // Once fixed, the page reloads after the new words reach Astro's data store (its own reload can be
        // lost while a page is loading), or after 3 s if the fix changed no words and the store stays as it was.
        const reload = () => server.ws.send({ type: 'full-reload' });
        let awaitingStore = false;
        let fallback: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('change', (path) => {
          if (path !== dataStore || !awaitingStore) return;
          awaitingStore = false;
          clearTimeout(fallback);
          setTimeout(reload, 800);
        });
        let showing = currentProblems().length > 0;
        onProblemsChange((problems) => {
          clearTimeout(fallback);
          awaitingStore = !problems.length && showing;
          if (problems.length) show(problems);
          else if (awaitingStore) fallback = setTimeout(reload, 3000);
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
