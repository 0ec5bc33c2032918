import { relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { describeRefusals, mdxRefusals } from '../content-loading/safe-mdx.ts';

/**
 * Every .mdx file Vite compiles is first read as content (src/content-loading/safe-mdx.ts) and refused,
 * unrun, where it is more than that. The content loaders refuse it earlier, at `astro sync`; this also
 * covers a page drawn by `npm run dev` before they re-read the file. Listed before mdx() in
 * astro.config.mjs, so it runs before the MDX compiler.
 */
export function safeMdx(): AstroIntegration {
  return {
    name: 'safe-mdx',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'safe-mdx',
                enforce: 'pre',
                transform: {
                  filter: { id: /\.mdx$/ },
                  handler(code, id) {
                    const refusals = mdxRefusals(code);
                    if (!refusals.length) return null;
                    const file = relative(process.cwd(), id);
                    throw new Error(describeRefusals(file, refusals));
                  },
                },
              },
            ],
          },
        });
      },
    },
  };
}
