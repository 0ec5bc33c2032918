import type { AstroIntegration } from 'astro';
import { currentProblems, onProblemsChange } from '../utils/content-problems';

/**
 * `npm run dev` shows a content mistake in the browser, on every page, in Vite's error overlay, with the
 * text the build prints (file, entry, field, what is expected). When the file is fixed, the page reloads
 * with the new words. The loaders find the mistakes (src/utils/content-errors.ts); this only shows them.
 */
export function contentOverlay(): AstroIntegration {
  return {
    name: 'content-overlay',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const show = (problems: string[]) =>
          server.ws.send({ type: 'error', err: { message: problems.join('\n\n'), stack: '', plugin: 'content/' } });
        let showing = currentProblems().length > 0;
        onProblemsChange((problems) => {
          if (problems.length) show(problems);
          // A file reads cleanly before its new data is stored: reload once the store has it.
          else if (showing) setTimeout(() => server.ws.send({ type: 'full-reload' }), 500);
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
