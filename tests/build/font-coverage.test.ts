import { readdirSync, readFileSync } from 'node:fs';
import { create, type Font } from 'fontkitten';
import { describe, expect, test } from 'vitest';
import { bodyOf, sitePages } from '../support/pages.ts';

// A character missing from the subset fonts is drawn from a system font (Liberation Sans on Linux):
// every page's words must be in the web fonts it preloads, dist/fr/ included once it exists.
const dist = new URL('../../dist/', import.meta.url);
const pages = sitePages(dist);
const faces = { display: 'Bodoni Moda', text: 'Jost' } as const; // families, as in astro.config.mjs
// What French copy needs, used yet or not: accents, ligatures, guillemets, apostrophe, the two no-break spaces.
const french = 'éèêëàâçîïôûùüÿœæÉÈÊËÀÂÇÎÏÔÛÙÜŸŒÆ«»’\u00a0\u202f';

const name = (c: string) => `"${c}" U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const fonts = new Map<string, Font>();
const font = (file: string) => {
  if (!fonts.has(file)) fonts.set(file, create(readFileSync(new URL(file.replace(/^\//, ''), dist))) as Font);
  return fonts.get(file)!;
};
const missing = (file: string, text: string) =>
  [...new Set(text)].filter((c) => !font(file).hasGlyphForCodePoint(c.codePointAt(0)!));
// Whitespace is drawn as a gap whatever the font, except the no-break spaces French sets by hand.
const drawn = (text: string) => [...text].filter((c) => !/\s/.test(c) || c === '\u00a0' || c === '\u202f').join('');

/** The preloaded file of each face: the page's @font-face for that family, checked against its preloads. */
function preloadedFaces(html: string, page: string) {
  const preloads = [...html.matchAll(/<link rel="preload"[^>]* href="([^"]+)"[^>]* as="font"/g)].map((m) => m[1]!);
  const declared = [...html.matchAll(/@font-face\{font-family:"?([^;"]+)"?;src:url\("([^"]+)"\)/g)];
  return Object.fromEntries(
    Object.entries(faces).map(([face, family]) => {
      const file = declared.find(([, name]) => name!.startsWith(family))?.[2];
      expect(file && preloads.includes(file), `${page}: ${family} preloaded`).toBe(true);
      return [face, file!];
    }),
  ) as Record<keyof typeof faces, string>;
}

/** What the page draws: the body's text without scripts, styles or templates; and its font-display parts. */
function visibleText(html: string) {
  const body = bodyOf(html);
  body.querySelectorAll('script, style, template, svg title, svg desc').forEach((node) => node.remove());
  const display = [...body.querySelectorAll('[class]')].flatMap((element) =>
    element
      .getAttribute('class')!
      .split(/\s+/)
      .flatMap((token) => {
        if (token === 'font-display') return [element];
        // Tailwind's `[&_h2]:font-display` sets the face on descendants (`_` stands for a space).
        const variant = token.match(/^\[&_(.+)\]:font-display$/)?.[1];
        return variant ? [...element.querySelectorAll(variant.replaceAll('_', ' '))] : [];
      }),
  );
  return { text: body.textContent ?? '', display: display.map((node) => node.textContent).join(' ') };
}

describe('the web fonts draw every character of every page', () => {
  test('each page: all its text is in the text face, its headings and wordmark in the display face', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    for (const page of pages) {
      const html = readFileSync(new URL(page, dist), 'utf8');
      const files = preloadedFaces(html, page);
      const { text, display } = visibleText(html);
      expect(drawn(display).length, `${page}: text in font-display`).toBeGreaterThan(0);
      for (const face of ['text', 'display'] as const) {
        const lacking = missing(files[face], drawn({ text, display }[face]));
        if (lacking.length)
          problems.push(`${page}: ${face} face (${faces[face]}) lacks ${lacking.map(name).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the text face has every character French copy uses; the display face French punctuation and spaces', () => {
    const built = readdirSync(new URL('_astro/fonts/', dist)).filter((file) => file.endsWith('.woff2'));
    expect(built.length).toBe(2);
    // The display face holds what the pages use (checked above), so titles stay small; visitors type in Jost.
    const needs: Record<string, string> = { [faces.text]: french, [faces.display]: '«»’\u00a0\u202f' };
    const problems = built
      .map((file) => `_astro/fonts/${file}`)
      .map((file) => [file, missing(file, needs[font(file).familyName]!)] as const)
      .filter(([, lacking]) => lacking.length)
      .map(([file, lacking]) => `${file} (${font(file).familyName}) lacks ${lacking.map(name).join(', ')}`);
    expect(problems).toEqual([]);
  });
});
