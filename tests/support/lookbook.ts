import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';

/** The looks as content/looks.yaml lists them: the lookbook's words are the copywriters', not the specification's. */
export const LOOKS: { id: string; title: string }[] = parse(
  readFileSync(new URL('../../content/looks.yaml', import.meta.url), 'utf8'),
);

// Self-contained, run in the page: by Playwright here, and by every engine's driver in flows-lookbook.ts.

/** Every file a zoom view may fetch: the URLs in the page's zoom rules (src/lookbook/zoom-files.ts). */
export const zoomFileUrls = () =>
  [...document.querySelectorAll('head style')]
    .flatMap((style) => [...(style.textContent ?? '').matchAll(/url\((\/_astro\/[^)]+\.(?:avif|webp))\)/g)])
    .map((match) => new URL(match[1]!, location.href).href);

/** The pictures the page has fetched so far. */
export const fetchedPictureUrls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url));

export const zoomFiles = (page: Page) => page.evaluate(zoomFileUrls);
export const fetchedPictures = (page: Page) => page.evaluate(fetchedPictureUrls);

/** Elements of the page by their computed view-transition-name (those not `none`). */
export const transitionNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => ({ name: getComputedStyle(el).viewTransitionName, id: el.id }))
      .filter(({ name }) => name && name !== 'none'),
  );
