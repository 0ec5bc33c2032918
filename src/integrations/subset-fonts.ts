import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * The two typefaces, cut down to the characters the site uses, as `src/fonts/display.woff2` and
 * `text.woff2` (read by `fonts` in astro.config.mjs). The display face gets every character in content/;
 * the text face the same plus Latin-1, since visitors type names and messages in it. `astro build` writes
 * the subsets; `astro dev` writes the whole Latin faces, so words a copywriter adds never miss a glyph.
 */
export function subsetFonts(): AstroIntegration {
  return {
    name: 'subset-fonts',
    hooks: {
      'astro:config:setup': async ({ config, command, logger }) => {
        // Vitest loads this config too (getViteConfig, as `dev`): tests never rewrite the fonts.
        if ((command !== 'build' && command !== 'dev') || process.env.VITEST) return;
        const require = createRequire(config.root);
        const used = contentText(new URL('content/', config.root));
        const chars = (extra: string) =>
          [...new Set(used + extra)]
            .filter((c) => c >= ' ')
            .sort()
            .join('');
        const fonts = [
          {
            source: '@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2',
            target: 'display.woff2',
            text: chars(' '),
          },
          {
            source: '@fontsource/jost/files/jost-latin-400-normal.woff2',
            target: 'text.woff2',
            text: chars(range(0x20, 0x7e) + range(0xa0, 0xff) + '‘’“”–—…€'),
          },
        ];
        const dir = new URL('src/fonts/', config.root);
        mkdirSync(dir, { recursive: true });
        for (const font of fonts) {
          const source = readFileSync(require.resolve(font.source));
          const out = command === 'build' ? await subsetFont(source, font.text, { targetFormat: 'woff2' }) : source;
          writeFileSync(new URL(font.target, dir), out);
          logger.info(`${font.target}: ${source.length} → ${out.length} bytes (${[...font.text].length} characters)`);
        }
      },
    },
  };
}

/** The site's own words: every YAML and MDX file in content/ (CONTENT.md is the guide, never shown). */
function contentText(dir: URL): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      if (entry.isDirectory()) return contentText(new URL(`${entry.name}/`, dir));
      return /\.(ya?ml|mdx)$/.test(entry.name) ? readFileSync(new URL(entry.name, dir), 'utf8') : '';
    })
    .join('');
}
