import { kept } from '../build-cache.ts';
import { contentFolder } from '../site-model/content-folder.ts';
import { keptOut, readEmbargoes } from '../show-day/embargoes.ts';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { AstroIntegration } from 'astro';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** What French needs, in the text face whether content/ uses it yet or not: visitors type French in it. */
const french = 'éèêëàâçîïôûùüÿœæÉÈÊËÀÂÇÎÏÔÛÙÜŸŒÆ«»’\u00a0\u202f';
/**
 * The display face (titles, the wordmark) gets only what content/ uses, plus French punctuation and spaces:
 * every glyph more delays the titles' paint. 1.1 KB more for the whole French list took /coming-soon's LCP
 * from 0.90 s to 1.05 s on the bench (one more simulated round trip).
 */
const displayExtra = ' «»’\u00a0\u202f';
/** Smartypants turns ' " -- --- ... in MDX into these, so content/'s raw text may not show them. */
const smart = '‘’“”–—…';

// The layout features the site uses (kerning, ligatures, accents): the whole faces also have small caps,
// stylistic sets, figures and fractions, whose glyphs and tables would cost bytes on every page.
const keepFeatures = ['ccmp', 'locl', 'liga', 'kern', 'mark', 'mkmk'];

/**
 * The two typefaces, cut down to the characters the site uses, as `src/fonts/display.woff2` and
 * `text.woff2` (read by `fonts` in astro.config.mjs). The display face gets every character in content/;
 * the text face the same plus Latin-1 and French, since visitors type names and messages in it.
 * `astro build` writes the subsets; `astro dev` writes the whole faces, so words a copywriter adds never
 * miss a glyph. The sources are the whole Google Fonts faces: the "latin" slices other packages publish
 * leave out Ÿ (it sits in "latin-ext").
 */
export function subsetFonts(): AstroIntegration {
  return {
    name: 'subset-fonts',
    hooks: {
      'astro:config:setup': async ({ config, command, logger }) => {
        // Vitest loads this config too (getViteConfig, as `dev`): tests never rewrite the fonts.
        if ((command !== 'build' && command !== 'dev') || process.env.VITEST) return;
        const require = createRequire(config.root);
        // A season under embargo lends no glyph before its time: a font is a file every page loads.
        const { embargoes } = readEmbargoes();
        const secret = (path: string) => {
          const season = /collections\/([^/]+)\.yaml$/.exec(path)?.[1];
          return command === 'build' && !!season && keptOut(embargoes.get(season));
        };
        const used = contentText(new URL(`${contentFolder}/`, config.root), secret);
        const chars = (extra: string) =>
          [...new Set(used + extra)]
            .filter((c) => c >= ' ')
            .sort()
            .join('');
        const fonts = [
          {
            source: '@expo-google-fonts/bodoni-moda/400Regular/BodoniModa_400Regular.ttf',
            target: 'display.woff2',
            text: chars(displayExtra),
          },
          {
            source: '@expo-google-fonts/jost/400Regular/Jost_400Regular.ttf',
            target: 'text.woff2',
            text: chars(range(0x20, 0x7e) + range(0xa0, 0xff) + smart + '€' + french),
          },
        ];
        const dir = new URL('src/fonts/', config.root);
        mkdirSync(dir, { recursive: true });
        for (const font of fonts) {
          const source = readFileSync(require.resolve(font.source));
          const inputs = [source, command, font.text, require('subset-font/package.json').version];
          const out = await cached(new URL('subset-fonts/', config.cacheDir), inputs, () =>
            command === 'build'
              ? subset(source, font.text)
              : subsetFont(source, '', { keepAllGlyphs: true, targetFormat: 'woff2' }),
          );
          writeFileSync(new URL(font.target, dir), out);
          logger.info(`${font.target}: ${source.length} → ${out.length} bytes (${[...font.text].length} characters)`);
        }
      },
    },
  };
}

/**
 * A cut, kept beside Astro's cut pictures (src/build-cache.ts) under a name from what it is cut from and from
 * the code and the HarfBuzz package that cut it: a build after the first reads it (0.3–0.4 s less CPU a build).
 */
function cached(dir: URL, inputs: (Buffer | string)[], cut: () => Promise<Buffer>) {
  const key = createHash('sha256').update(String(subset) + String(withCmap) + keepFeatures);
  const name = `${inputs.reduce((hash, input) => hash.update(input), key).digest('hex')}.woff2`;
  return kept(fileURLToPath(dir), name, cut);
}

/**
 * `font` cut down to `text`, as WOFF2. Neither face has U+202F, the narrow no-break space French sets
 * before ; ! ? and inside « »: the cut gives it the glyph of the face's thin space (U+2009), or of its
 * word space when it has none (Jost), so that no browser draws it from a system font.
 */
async function subset(font: Buffer, text: string): Promise<Buffer> {
  const ttf = await subsetFont(font, text + '\u2009', { targetFormat: 'truetype', keepFeatures });
  const face = create(ttf) as Font;
  const cmap = new Map(face.characterSet.map((c) => [c, face.glyphForCodePoint(c).id]));
  const space = [0x2009, 0x20].find((c) => cmap.get(c));
  if (text.includes('\u202f') && !cmap.get(0x202f) && space) cmap.set(0x202f, cmap.get(space)!);
  // Cut again: HarfBuzz drops the thin space if unused and writes a clean cmap from the one given.
  return subsetFont(withCmap(ttf, cmap), text, { targetFormat: 'woff2', keepFeatures });
}

/**
 * `ttf` with its cmap table replaced by one mapping `cmap` (character → glyph): one format 4 subtable,
 * a segment per character, for the Unicode and Windows platforms. The table is appended and the directory
 * points at it; checksums stay stale, as HarfBuzz ignores them and its second cut rewrites them.
 */
function withCmap(ttf: Buffer, cmap: Map<number, number>): Buffer {
  const chars = [...cmap].filter(([c, glyph]) => c < 0xffff && glyph > 0).sort(([a], [b]) => a - b);
  const segments: [number, number][] = [...chars, [0xffff, 0]]; // format 4 ends with a segment for U+FFFF
  const n = segments.length;
  const log = Math.floor(Math.log2(n));
  const words = [
    ...[0, 2, 0, 3, 0, 20, 3, 1, 0, 20], // version, two encoding records, both at byte 20
    ...[4, 16 + 8 * n, 0, 2 * n, 2 << log, log, 2 * n - (2 << log)], // format 4 header
    ...segments.map(([c]) => c), // end codes
    0,
    ...segments.map(([c]) => c), // start codes
    ...segments.map(([c, glyph]) => (glyph - c + 0x10000) % 0x10000), // deltas
    ...segments.map(() => 0), // range offsets
  ];
  const table = Buffer.alloc(2 * words.length);
  words.forEach((word, i) => table.writeUInt16BE(word, 2 * i));
  const start = Math.ceil(ttf.length / 4) * 4;
  const out = Buffer.concat([ttf, Buffer.alloc(start - ttf.length), table]);
  for (let record = 12; record < 12 + 16 * out.readUInt16BE(4); record += 16)
    if (out.toString('latin1', record, record + 4) === 'cmap') {
      out.writeUInt32BE(start, record + 8);
      out.writeUInt32BE(table.length, record + 12);
    }
  return out;
}

/** The site's own words: every YAML and MDX file in content/ but the `left` ones (CONTENT.md is the guide, never shown). */
function contentText(dir: URL, left: (path: string) => boolean): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      if (entry.isDirectory()) return contentText(new URL(`${entry.name}/`, dir), left);
      const file = new URL(entry.name, dir);
      return /\.(ya?ml|mdx)$/.test(entry.name) && !left(file.pathname) ? readFileSync(file, 'utf8') : '';
    })
    .join('');
}
