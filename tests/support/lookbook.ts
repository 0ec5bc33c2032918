import type { Page } from '@playwright/test';

/** The spec-free words of the lookbook, as content/looks.yaml and content/site.yaml write them. */
export const LOOKS = ['Bouclé jacket', 'Houndstooth cape', 'Cashmere knit dress'];

/** Every file a zoom view may fetch: the URLs in the page's zoom rules (src/lookbook/zoom-files.ts). */
export const zoomFiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('head style')]
      .flatMap((style) => [...(style.textContent ?? '').matchAll(/url\((\/_astro\/[^)]+\.(?:avif|webp))\)/g)])
      .map((match) => new URL(match[1]!, location.href).href),
  );

/** The pictures the page has fetched so far. */
export const fetchedPictures = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url)),
  );

/** Elements of the page by their computed view-transition-name (those not `none`). */
export const transitionNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => ({ name: getComputedStyle(el).viewTransitionName, id: el.id }))
      .filter(({ name }) => name && name !== 'none'),
  );
