import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../support/pages.ts';

// Byte budgets on the built site: deterministic, so they are tests (timings live in `npm run bench`).
const dist = new URL('../../dist/', import.meta.url);
const gzip = (path: string) => gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length;
const html = (file: string) => readFileSync(new URL(file, dist), 'utf8');
// Every page in every language: dist/*.html and dist/fr/*.html.
const pages = sitePages(dist);

describe('budgets on dist/', () => {
  test('each page: HTML plus render-blocking CSS is at most 14 KB gzip (one round trip)', () => {
    expect(pages.length).toBe(24); // seven pages, the list of collections, one collection and its three looks, in English and French
    for (const page of pages) {
      const stylesheets = [...html(page).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
      const total = gzip(page) + stylesheets.reduce((sum, css) => sum + gzip(css), 0);
      console.log(`${page}: ${(total / 1024).toFixed(1)} KB gzip with ${stylesheets.length} blocking stylesheets`);
      // A look page carries three pictures, their zoom views and its own styles: 15 KB. Its main picture, the
      // LCP, is named in the first 14 KB, so the browser fetches it while the rest of the page arrives.
      const isLook = /^(\w+\/)?collections\/[^/]+\/[^/]+\.html$/.test(page);
      expect(total, page).toBeLessThanOrEqual((isLook ? 15 : 14) * 1024);
      const upToMainPicture = html(page).split('fetchpriority="high"')[0]!;
      if (isLook)
        expect(gzipSync(upToMainPicture, { level: 9 }).length, `${page}: main picture`).toBeLessThan(14 * 1024);
    }
  });

  test('the dialog island grew by at most 1 KB gzip with the languages: no i18n runtime, texts as props', () => {
    const dialog = readdirSync(new URL('_astro/', dist)).find((file) => /^ContactDialog\..*\.js$/.test(file))!;
    // 2,878 bytes before the site spoke French; 1 KB for the languages; then 192 bytes for two features of
    // the form itself: each field's greatest length (+70) and keeping what was typed before the code (+72);
    // then 372 for three more: WebMCP's tool registered from code (+228), the sent notice (+109), and the
    // fields' required mark and the phone's format, less the tool's attributes (+35).
    expect(gzip(`_astro/${dialog}`)).toBeLessThanOrEqual(2878 + 1024 + 192 + 372);
  });

  test('all island JavaScript together is at most 75 KB gzip', () => {
    const scripts = readdirSync(new URL('_astro/', dist)).filter((file) => file.endsWith('.js'));
    const total = scripts.reduce((sum, file) => sum + gzip(`_astro/${file}`), 0);
    console.log(`island JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(75 * 1024);
  });

  test('the CSS ships only what the pages use: every class it styles appears in a page or an island', () => {
    const islands = readdirSync(new URL('_astro/', dist))
      .filter((file) => file.endsWith('.js'))
      .map((file) => html(`_astro/${file}`));
    const markup = [...pages.map((page) => html(page).replaceAll('&amp;', '&')), ...islands].join('\n');
    const css = pages
      .flatMap((page) => [...html(page).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!))
      .join('\n');
    // Selectors only (declaration blocks and at-rule preludes dropped), then each class, unescaped.
    const selectors = css
      .replace(/\{[^{}]*\}/g, '{}')
      .split(/[{}]/)
      .filter((selector) => !selector.trim().startsWith('@'));
    const classes = new Set(
      selectors.flatMap((selector) =>
        [...selector.matchAll(/\.((?:\\.|[A-Za-z_-])(?:\\.|[\w-])*)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')),
      ),
    );
    expect(classes.size).toBeGreaterThan(100);
    expect([...classes].filter((name) => !markup.includes(name))).toEqual([]);
  });

  test('fonts: self-hosted subset woff2, swapped over metric-matched fallbacks, and both preloaded', () => {
    const published = {
      'Bodoni Moda': '@expo-google-fonts/bodoni-moda/400Regular/BodoniModa_400Regular.ttf',
      Jost: '@expo-google-fonts/jost/400Regular/Jost_400Regular.ttf',
    };
    for (const page of pages) {
      const text = html(page);
      const faces = [...text.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
      const web = faces.filter((face) => face.includes('url('));
      expect(web.length, page).toBe(2);
      for (const face of web) expect(face, page).toContain('font-display:swap');
      const fallbacks = faces.filter((face) => face.includes('local('));
      expect(fallbacks.length, page).toBeGreaterThan(0);
      for (const face of fallbacks)
        for (const metric of ['size-adjust', 'ascent-override', 'descent-override'])
          expect(face, page).toContain(metric);
      const files = web.map((face) => face.match(/url\("(\/_astro\/fonts\/\w+\.woff2)"\) format\("woff2"\)/)![1]!);
      const preloads = [
        ...text.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g),
      ];
      expect(preloads.map((m) => m[1]).sort(), page).toEqual(files.sort());
      // Subset to the site's characters: smaller than the whole faces they are cut from.
      for (const face of web) {
        const [family, source] = Object.entries(published).find(([name]) => face.includes(name))!;
        const file = face.match(/url\("\/([^"]+)"\)/)![1]!;
        const size = statSync(new URL(file, dist)).size;
        const full = statSync(new URL(`../../node_modules/${source}`, import.meta.url)).size;
        expect(size, family).toBeLessThan(full);
      }
    }
  });
});
