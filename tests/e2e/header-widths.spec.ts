import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/pages.ts';
import { languages } from '../../src/site-model/languages.ts';

// Every width a window can have, on every kind of page in each language (RGAA 10.4, 10.7, 10.11): the
// header's parts never overlap, each category can be scrolled into view and focused there, and no page
// scrolls sideways. Widths from 320 to 1920 px a step of 16 apart, and the iPads' portrait widths, at a laptop's
// height; then the windows of a 1280 × 800 and a 1280 × 1024 laptop and of a 1920 × 1080 screen zoomed in
// by each of Chromium's steps from 110 to 400 %. Zoom changes the window's CSS pixels, which is all that
// lays a page out: the device pixel ratio only picks the picture files.
const widths = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, i) => 320 + 16 * i);
const tablets = [810, 820, 834];
const screens = [
  [1280, 800],
  [1280, 1024],
  [1920, 1080],
];
const zooms = [1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4];
const sizes = [
  ...[...widths, ...tablets].map((width) => [width, 800]),
  ...screens.flatMap(([width, height]) => zooms.map((zoom) => [Math.floor(width! / zoom), Math.floor(height! / zoom)])),
];

/**
 * Lays the page in its frame out at each size and lists what is wrong at each: one call for every size, as
 * resizing the test's window once per size would cost the whole run seconds. Runs in the test's page.
 */
async function sweep(sizes: number[][]) {
  const frame = document.querySelector('iframe')!;
  const doc = frame.contentDocument!;
  const view = frame.contentWindow!;
  await doc.fonts.ready;
  const header = doc.querySelector('body > header');
  const name = (element: Element) => element.getAttribute('aria-label') ?? element.localName;
  const parts = header
    ? [header.querySelector('a:has(#wordmark)')!, ...header.querySelectorAll('button'), header.querySelector('nav')!]
    : [];
  const categories = [...(header?.querySelectorAll<HTMLElement>('nav a') ?? [])];
  const bar = header?.querySelector('nav ul');
  const problems: string[] = [];
  for (const [width, height] of sizes) {
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    const root = doc.documentElement;
    // What the window shows beside its scrollbar: the root's box (clientWidth counts the scrollbar's gutter).
    const right = root.getBoundingClientRect().right;
    const inView = (box: DOMRect) => box.left >= 0 && box.right <= right && box.top >= 0 && box.bottom <= height!;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`scrolls sideways (${root.scrollWidth} px)`);
    const boxes = parts.map((part) => part.getBoundingClientRect());
    boxes.forEach((box, i) => {
      if (box.left < 0 || box.right > right) found.push(`${name(parts[i]!)} runs off the screen`);
      for (let j = i + 1; j < boxes.length; j++) {
        const other = boxes[j]!;
        // Sides that touch may cross by a rounding error: only half a pixel or more is an overlap.
        const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (across >= 0.5 && down >= 0.5) found.push(`${name(parts[i]!)} overlaps ${name(parts[j]!)}`);
      }
    });
    // In order, as a visitor scrolls along the bar: each one out of view is scrolled to and focused there; every
    // one is focused at the first size (focus moves nothing that is in view).
    for (const category of categories) {
      const hidden = !inView(category.getBoundingClientRect());
      if (hidden) category.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (hidden || width === sizes[0]![0]) category.focus();
      const box = category.getBoundingClientRect();
      if ((hidden && doc.activeElement !== category) || !inView(box))
        found.push(
          `${category.textContent} cannot be brought into view (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        );
    }
    (doc.activeElement as HTMLElement | null)?.blur();
    bar?.scrollTo(0, 0);
    view.scrollTo(0, 0);
    if (found.length) problems.push(`${width} × ${height}: ${found.join('; ')}`);
  }
  return problems;
}

for (const lang of languages)
  test(`${lang}: at every width and zoom, the header is whole and no page scrolls sideways`, async ({ page }) => {
    const pages = routes.filter((route) => route.lang === lang);
    // The test's own page holds a frame it resizes as a window; the site's pages refuse to be framed, so only
    // here, in the test, their answer lets this origin frame them.
    await page.route('/widths', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><body>' }));
    await page.route(
      (url) => pages.some(({ path }) => path === url.pathname),
      async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = headers['content-security-policy']!.replace(
          "frame-ancestors 'none'",
          "frame-ancestors 'self'",
        );
        await route.fulfill({ response, headers });
      },
    );
    await page.goto('/widths');
    const problems: string[] = [];
    for (const { path } of pages) {
      await page.evaluate(
        (path) =>
          new Promise((loaded) => {
            const frame = document.createElement('iframe');
            frame.style.border = '0';
            frame.onload = loaded;
            frame.src = path;
            document.body.replaceChildren(frame);
          }),
        path,
      );
      problems.push(...(await page.evaluate(sweep, sizes)).map((problem) => `${path} at ${problem}`));
    }
    expect(problems).toEqual([]);
  });
