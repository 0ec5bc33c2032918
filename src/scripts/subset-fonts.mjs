// Subsets the two typefaces to the characters the site uses, before every build and dev start.
// Display face: every character in content/. Text face: the same plus Latin-1, since visitors type
// names and messages into the contact form in it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const root = new URL('../../', import.meta.url);
const fontsDir = new URL('src/fonts/', root);

function contentText(dir = new URL('content/', root)) {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
      if (entry.isDirectory()) return contentText(url);
      // The site's own words only: CONTENT.md is the guide for copywriters, never shown on the site.
      return /\.(ya?ml|mdx)$/.test(entry.name) ? readFileSync(url, 'utf8') : '';
    })
    .join('');
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const used = contentText();
const chars = (extra = '') =>
  [...new Set(used + extra)]
    .filter((c) => c >= ' ')
    .sort()
    .join('');

export const fonts = [
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

mkdirSync(fontsDir, { recursive: true });
for (const font of fonts) {
  const source = readFileSync(new URL(`node_modules/${font.source}`, root));
  const subset = await subsetFont(source, font.text, { targetFormat: 'woff2' });
  writeFileSync(new URL(font.target, fontsDir), subset);
  console.log(`fonts: ${font.target} ${source.length} → ${subset.length} bytes (${[...font.text].length} characters)`);
}
