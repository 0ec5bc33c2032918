import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/pages.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';

// Byte budgets a browser must measure (the files on dist/ are checked in tests/build/budgets.test.ts): on the
// phone Lighthouse emulates, and on the iPad held upright and sideways, whose layouts differ from it and from
// each other (the iPad Air's is the upright iPad's), each picking cuts of its own: the portrait hero or the wide one.
const screens = [
  { name: 'phone Lighthouse emulates', width: 412, height: 915, scale: 1.75, hero: 'hero-atelier-portrait' },
  { name: 'iPad', width: 768, height: 1024, scale: 2, hero: 'hero-atelier-portrait' },
  { name: 'iPad held sideways', width: 1024, height: 768, scale: 2, hero: 'hero-atelier' },
];
for (const { name, width, height, scale, hero: heroFile } of screens)
  test(`on the ${name} (${width}×${height} at ${scale}x), the hero is at most 45 KB and all pictures 150 KB`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: scale,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const hero = await page
      .locator('main section img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    // Every picture the first load fetched, lazy ones near the fold included, as the bytes sent.
    const pictures = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(avif|webp|jpe?g|png)$/.test(entry.name))
        .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
    );
    await context.close();
    const heroBytes = pictures.find((picture) => picture.url === hero)!.bytes;
    const total = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
    console.log(
      `${name}: hero ${(heroBytes / 1024).toFixed(1)} KB, ${pictures.length} pictures ${(total / 1024).toFixed(1)} KB`,
    );
    expect(hero).toMatch(new RegExp(`/${heroFile}_.*\\.avif$`));
    expect(heroBytes).toBeLessThanOrEqual(45 * 1024);
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });

test('no page shifts its layout while loading and scrolling', { tag: '@sizes' }, async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { cls: number; shifted: string[] };
    seen.cls = 0;
    seen.shifted = [];
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.cls += entry.value;
        // What moved, to name it when the budget is missed.
        for (const { node, previousRect: a, currentRect: b } of entry.sources)
          seen.shifted.push(
            `${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? node?.nodeName} ${a.x},${a.y}→${b.x},${b.y} (${a.width}×${a.height}→${b.width}×${b.height})`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every kind of page once: each language's twin has its template, its pictures and its fonts.
  for (const route of routes.filter(({ lang }) => lang === defaultLanguage))
    await test.step(route.name, async () => {
      await page.goto(route.path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      for (const img of await page.locator('img:not([popover] img)').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
      }
      // Lighthouse reports CLS to three decimals; a font swap may still nudge a glyph by a fraction of a pixel.
      const { cls, shifted } = await page.evaluate(() => {
        const { cls, shifted } = window as unknown as { cls: number; shifted: string[] };
        return { cls, shifted };
      });
      expect(cls, `${route.path}: ${shifted.join('; ')}`).toBeLessThan(0.0005);
    });
});

// A card far down a picture list is not laid out until near the screen, and stands in at a height worked out
// from its width (src/styles/global.css, gallery-card): a visitor who jumps down the page sees nothing move.
test('a card of a picture list stands in at the height it takes once laid out', { tag: '@sizes' }, async ({ page }) => {
  for (const path of ['/', '/collections']) {
    await page.goto(path);
    const heights = await page.locator('main li[class*="gallery-card"]').evaluateAll((cards) =>
      cards.map((card) => {
        // A copy never laid out shows the stand-in height; the card itself, laid out, its own.
        const copy = card.cloneNode(true) as HTMLElement;
        copy.style.contentVisibility = 'hidden';
        card.after(copy);
        const standIn = copy.getBoundingClientRect().height;
        copy.remove();
        (card as HTMLElement).style.contentVisibility = 'visible';
        return { standIn, laidOut: card.getBoundingClientRect().height };
      }),
    );
    expect(heights.length, path).toBeGreaterThan(0);
    for (const { standIn, laidOut } of heights) expect(standIn, path).toBeCloseTo(laidOut, 0);
  }
});
