import type { AstroIntegration } from 'astro';
import { describeStrayContent, isExpectedContentPath, strayContent } from '../content-loading/content-folder-check.ts';
import { clearProblems, reportProblem } from '../content-loading/content-problems.ts';
import { visible } from '../site-model/shown-as-text.ts';
import { contentDir, contentFolder } from '../site-model/content-folder.ts';

/** What Astro and Vite add to a content module's address, and nothing that turns a file into code or text. */
const takenQueries = new Set([
  'astroContentImageFlag',
  'importer',
  'astroPropagatedAssets',
  'astroContentCollectionEntry',
]);

/**
 * Whether the build may load `id` as a module: anything outside content/, and inside it only a policy page or
 * a picture, with no query that changes what the file becomes (`?raw`, `?url`, `?inline`, `?worker`…).
 */
export function mayLoad(id: string): boolean {
  const [path = '', query = ''] = id.split('?', 2);
  if (!path.startsWith(contentDir)) return true;
  const file = path.slice(contentDir.length);
  const queries = [...new URLSearchParams(query).keys()];
  const pageOrPicture = /(^|\/)pages\/[^/]+\.mdx$/.test(file) || /^images\/[^/]+$/.test(file);
  if (!pageOrPicture || !isExpectedContentPath(file)) return false;
  return queries.every((name) => takenQueries.has(name));
}

/** The stray entries of content/ as a standing mistake of the dev preview, or none. */
function reportStrays() {
  const strays = strayContent();
  if (strays.length) reportProblem(`${contentFolder}/`, describeStrayContent(strays));
  else clearProblems(`${contentFolder}/`);
}

const storyOf = (id: string) =>
  `Content error: the build was asked to load content/${visible(id.slice(contentDir.length))} as code. content/ holds words and pictures, and nothing in it is ever run: check the pictures and links the content names`;

/**
 * Nothing content names is ever loaded as code: content/ may hold only the content files, their pictures and
 * the guide (src/content-loading/content-folder-check.ts), checked before anything reads it, and the build
 * loads from it only pages and pictures, whatever an address in content says.
 */
export function contentGuard(): AstroIntegration {
  return {
    name: 'content-guard',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        // `npm run dev` shows them in the page (content-overlay.ts), as they come and go; a build or
        // `astro sync` stops on them.
        const strays = command === 'dev' ? [] : strayContent();
        if (command === 'dev') reportStrays();
        else if (strays.length) throw new Error(describeStrayContent(strays));
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'content-guard',
                enforce: 'pre',
                // Every module passes here, whichever plugin loaded it.
                transform(_code, id) {
                  if (!mayLoad(id)) throw new Error(storyOf(id));
                  return null;
                },
                configureServer(server) {
                  server.watcher.on('all', (_event, path) => path.startsWith(contentDir) && reportStrays());
                },
              },
            ],
          },
        });
      },
    },
  };
}
