// The look pages' full-screen pictures (src/lookbook/ZoomablePicture.astro) are 2000 px files shown in popovers,
// which a first load must never fetch. The bench reads each page's built HTML for their addresses and counts how
// many of Lighthouse's requests went to one of them (targets.mjs: none).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

/** The width of a zoom file, as a `srcset` describes it. */
export const ZOOM_WIDTH = 2000;

/**
 * The built file of a route: / → index.html, /fr/ → fr/index.html, /collections/fall-winter-2025/look-01 →
 * collections/fall-winter-2025/look-01.html.
 */
export const htmlFile = (dist, route) => join(dist, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

const pathOf = (url) => new URL(url, 'https://x').pathname;
const regexEscape = (id) => id.replace(/[^\w-]/g, (c) => `\\${c}`);

/**
 * The paths of the files a popover of `html` shows: the 2000w files of its pictures (`srcset`, or an `<img>`'s
 * own `src` at 2000 px), and the backgrounds the page's inline CSS gives it (`#zoom-1:is([open],:popover-open) > …
 * { background-image: image-set(url(…)…) }`), however the page draws its zoom views.
 */
export function zoomFiles(html) {
  const { document } = new JSDOM(html).window;
  const files = new Set();
  for (const element of document.querySelectorAll('[popover] picture source, [popover] img')) {
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      if (url && descriptor === `${ZOOM_WIDTH}w`) files.add(pathOf(url));
    }
    const src = element.getAttribute('src');
    if (src && !element.hasAttribute('srcset') && Number(element.getAttribute('width')) === ZOOM_WIDTH)
      files.add(pathOf(src));
  }
  const ids = [...document.querySelectorAll('[popover][id]')].map((popover) => regexEscape(popover.id));
  if (ids.length) {
    const names = new RegExp(`#(${ids.join('|')})(?![\\w-])`);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
      if (names.test(selector))
        for (const [, , url] of body.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) files.add(pathOf(url));
  }
  return files;
}

/** The zoom files of a route's built page; none for a page that was not built. */
export function zoomFilesOf(dist, route) {
  const file = htmlFile(dist, route);
  return existsSync(file) ? zoomFiles(readFileSync(file, 'utf8')) : new Set();
}

/** How many of the requested `urls` are zoom files. */
export const zoomRequests = (urls, files) => urls.filter((url) => files.has(new URL(url).pathname)).length;
