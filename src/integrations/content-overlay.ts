import { contentFolder } from '../site-model/content-folder.ts';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { currentProblems, onProblemsChange } from '../content-loading/content-problems.ts';
import { asHtmlText } from '../site-model/shown-as-text.ts';

/**
 * In the browser, dev only. Astro reloads the open pages when the words change, but Vite delivers that
 * reload only to pages connected at the time (it keeps one for later only when no page is). With two tabs
 * open, a page still loading would keep the old words. So every page asks, once connected, how long ago
 * the words last changed, and reloads if that was after it started loading. Each side measures only a
 * duration on its own clock, so no two clocks need agree (a phone on the LAN may be off by minutes).
 */
const catchUpScript = `
if (import.meta.hot) {
  import.meta.hot.on('content-overlay:changed', ({ msAgo }) => msAgo < performance.now() && location.reload());
  import.meta.hot.send('content-overlay:ask');
}`;

/**
 * How the preview's file watcher reports a save: once the file has kept its size for 50 ms. Left as is, Vite's
 * watcher reports a change at once and drops any other within 50 ms (chokidar's throttle, which sends nothing
 * after it): a save written in two steps, the file emptied and then written, could leave the preview on the
 * empty file for good. Reports that wait are never dropped.
 */
export const settledSaves = { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } };

/**
 * `npm run dev` shows a content mistake in the browser, on every page, in Vite's error overlay, with the
 * text the build prints (file, entry, field, what is expected). When the file is fixed, the page reloads
 * with the new words. The loaders find the mistakes (src/content-loading/content-errors.ts); this only shows them.
 */
export function contentOverlay(): AstroIntegration {
  let pictureList = '';
  let content = '';
  let dev = false;
  return {
    name: 'content-overlay',
    hooks: {
      // `astro sync` (npm run check:content) runs a server too: there, mistakes are printed and fail it.
      'astro:config:setup': ({ command, injectScript, updateConfig }) => {
        dev = command === 'dev';
        if (!dev) return;
        injectScript('page', catchUpScript);
        updateConfig({ vite: { server: { watch: settledSaves } } });
      },
      'astro:config:done': ({ config }) => {
        pictureList = fileURLToPath(new URL('.astro/content-assets.mjs', config.root));
        content = fileURLToPath(new URL(`${contentFolder}/`, config.root));
      },
      'astro:server:setup': ({ server }) => {
        if (!dev) return;
        // When the words last changed: a content file, or a reload sent to the pages (a page not yet connected
        // misses it, so it asks). Astro reloads them after writing its data store, not after its list of
        // content pictures, written next: a page drawn between the two fails on a new picture, so that list
        // reloads them too.
        let changedAt = 0;
        const channel = server.environments.client.hot;
        const reloadAll = () => channel.send({ type: 'full-reload' });
        server.watcher.on('all', (_event, path) => {
          if (path.startsWith(content)) changedAt = Date.now();
          if (path === pictureList) reloadAll();
        });

        // Astro's overlay draws the message as HTML, and the message quotes content: it goes as text.
        const payload = (problems: string[]) =>
          ({
            type: 'error',
            err: { message: asHtmlText(problems.join('\n\n')), stack: '', plugin: `${contentFolder}/` },
          }) as const;
        const overlay = (problems: string[]) => JSON.stringify(payload(problems));

        // The page has run its code: the mistake again, in case Vite's first update on it cleared the overlay.
        server.ws.on('content-overlay:ask', (_data, client) => {
          if (changedAt) client.send('content-overlay:changed', { msAgo: Date.now() - changedAt });
          const problems = currentProblems();
          if (problems.length) client.send(payload(problems));
        });
        // Every open page sees a mistake as it is found, and every page that opens while it stands.
        const showAll = (problems: string[]) =>
          server.ws.clients.forEach((client) => client.socket.send(overlay(problems)));
        server.ws.on('connection', (socket) => {
          const problems = currentProblems();
          if (problems.length) socket.send(overlay(problems));
        });
        const send = channel.send.bind(channel) as (...args: unknown[]) => void;
        channel.send = (...args: unknown[]) => {
          const { type } = args[0] as { type?: string };
          // Noted as it goes out, not once the watcher sees the data store Astro wrote before sending it: a
          // page that asked in between would keep the old words.
          if (type === 'full-reload') changedAt = Date.now();
          send(...args);
          // A page that cannot be drawn because of the mistake (broken frontmatter breaks its MDX) gets Astro's
          // own error 200 ms later, over ours; ours follows it, so the copywriter's file comes first.
          const problems = currentProblems();
          if (type === 'error' && problems.length) showAll(problems);
        };
        // The fix may leave Astro's store as it was, and then Astro would not reload: the overlay goes now.
        let showing = currentProblems().length > 0;
        onProblemsChange((problems) => {
          if (problems.length) showAll(problems);
          else if (showing) reloadAll();
          showing = problems.length > 0;
        });
      },
    },
  };
}
