import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures.ts';
import { COLLECTION, openContact } from '../support/page-helpers.ts';
import { kinds } from '../../src/routes/page-kinds.ts';

// Every picture is sharp, and none is needlessly large, on the screens visitors use.
const screens = [
  { width: 360, height: 640, dpr: 2 },
  { width: 390, height: 844, dpr: 3 },
  { width: 412, height: 915, dpr: 1.75 },
  { width: 768, height: 1024, dpr: 2 },
  { width: 1280, height: 800, dpr: 1 },
  { width: 1440, height: 900, dpr: 2 },
  { width: 1920, height: 1080, dpr: 1 },
];

/**
 * Image pixels per CSS pixel of each drawn picture in `scope`: the file the browser chose (`currentSrc`,
 * decoded again on its own, since `naturalWidth` is corrected by the srcset density) against its box,
 * with `object-fit: cover` drawing the picture at the larger of the two scales.
 */
async function density(page: Page, scope: string) {
  const images = page.locator(`${scope} img`);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  return images.evaluateAll((elements: HTMLImageElement[]) =>
    Promise.all(
      elements.map(async (img) => {
        const file = new Image();
        file.src = img.currentSrc;
        await file.decode();
        const box = img.getBoundingClientRect();
        const perCssPixel = Math.min(file.naturalWidth / box.width, file.naturalHeight / box.height);
        return {
          file: img.currentSrc.split('/').pop()!,
          box: `${Math.round(box.width)}×${Math.round(box.height)}`,
          perCssPixel,
        };
      }),
    ),
  );
}

test.describe('picture sharpness', () => {
  for (const { width, height, dpr } of screens) {
    test(`${width}×${height} at ${dpr}x: every picture on /, a look page and in the dialog is sharp, none oversized`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: dpr,
        isMobile: width < 800,
        hasTouch: width < 800,
      });
      const page = await context.newPage();
      await page.goto('/');
      const drawn = await density(page, 'main');
      await openContact(page);
      drawn.push(...(await density(page, 'dialog')));
      await page.goto(kinds.look({ season: COLLECTION, look: 'look-01' }));
      drawn.push(...(await density(page, 'main')));
      await context.close();
      const least = Math.min(dpr, 2) / 1.15;
      const most = 1.6 * Math.min(dpr, 2);
      console.log(
        `${width}×${height}@${dpr}: ${drawn.map((d) => `${d.file.split('.')[0]} ${d.perCssPixel.toFixed(2)}`).join(', ')}`,
      );
      expect(drawn.length).toBe(8); // the hero, three looks, the dialog picture; a look page's three pictures
      for (const image of drawn) {
        const where = `${image.file} in a ${image.box} box: ${image.perCssPixel.toFixed(2)} px per CSS px`;
        expect(image.perCssPixel, where).toBeGreaterThanOrEqual(least);
        expect(image.perCssPixel, where).toBeLessThanOrEqual(most);
      }
    });
  }
});

/** Relative luminance (WCAG) of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r / 255) + 0.7152 * linear(g / 255) + 0.0722 * linear(b / 255);
};

test('the hero title reads at 4.5:1 or better against the picture behind it, on both cuts', async ({ page }) => {
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  const hero = page.locator('main section img').first();
  await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  const colour = await title.evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(255, 255, 255)');
  // The title's line boxes, photographed with the text hidden: the pixels its letters stand on.
  const lines = await title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });
  await title.evaluate((el) => (el.style.visibility = 'hidden'));
  const shot = await page.screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / page.viewportSize()!.width;
  const lums: number[] = [];
  for (const line of lines)
    for (let y = Math.floor(line.y * scale); y < (line.y + line.height) * scale; y++)
      for (let x = Math.floor(line.x * scale); x < (line.x + line.width) * scale; x++) {
        const i = (y * info.width + x) * info.channels;
        lums.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
      }
  lums.sort((a, b) => a - b);
  // The brightest pixels behind the title (the 99th percentile, so a stray highlight cannot decide).
  const brightest = lums[Math.floor(lums.length * 0.99)]!;
  const contrast = 1.05 / (brightest + 0.05);
  console.log(`hero title at ${page.viewportSize()!.width} px: ${contrast.toFixed(1)}:1 against the picture`);
  expect(contrast).toBeGreaterThanOrEqual(4.5);
});
