import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactButton } from '../support/page-helpers.ts';
import { expect, test, type Page } from '../support/fixtures.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';
import { contentData, dataOf, routes } from '../support/pages.ts';

// Copy that a copywriter may well write: a long compound word in every display title, and seven looks.
// The long words are tests/fixtures/long-copy/, laid over content/: each text of the built pages that a
// field there changes is changed as a build of it would write it. The layout is the browser's.
const LONG = 'DONAUDAMPFSCHIFFFAHRTSGESELLSCHAFTSKAPITÄN';
const fixture = new URL('../fixtures/long-copy/', import.meta.url).pathname;
/** Today's text of each field the fixture changes, and its long text; looks by id. Longest first. */
function longTexts() {
  const pairs: [string, string][] = [];
  const walk = (today: unknown, long: unknown): void => {
    if (typeof long === 'string') {
      if (typeof today === 'string' && today !== long) pairs.push([today, long]);
    } else if (Array.isArray(long) && Array.isArray(today)) {
      for (const entry of long)
        walk(
          today.find((t: { id?: string }) => t.id === entry.id),
          entry,
        );
    } else if (long && typeof long === 'object' && today && typeof today === 'object')
      for (const [key, value] of Object.entries(long)) walk((today as Record<string, unknown>)[key], value);
  };
  for (const file of readdirSync(fixture, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(yaml|mdx)$/.test(f)))
    walk(contentData(defaultLanguage, file), dataOf(file, readFileSync(join(fixture, file), 'utf8')));
  return pairs.sort(([a], [b]) => b.length - a.length);
}
const pairs = longTexts();

test.beforeEach(async ({ page }) => {
  // The pages (no file extension, or .html), as a pattern: Playwright then holds back no other request.
  await page.route(/^[^?#]*\/([^/.?#]*|[^/?#]*\.html)([?#].*)?$/, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [today, long] of pairs) body = body.replaceAll(today, long);
    await route.fulfill({ response, body });
  });
});

/** Every display title whose content is wider than its box, and how far the page scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll<HTMLElement>('h1, h2, h3, .font-display')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim()),
    sideways: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  }));

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every display title wraps its long word; no page runs sideways', async ({ page }) => {
      for (const { path } of routes.filter((route) => route.lang === defaultLanguage)) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.locator('h1').innerText()).toContain(path === '/' ? 'DONAU' : LONG.slice(0, 5));
        expect(await overflow(page), path).toEqual({ titles: [], sideways: 0 });
      }
      await page.goto('/');
      await contactButton(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await overflow(page), 'the dialog').toEqual({ titles: [], sideways: 0 });
    });

    for (const count of [7, 5, 4])
      test(`${count} looks: all the same size, a short last row centred, nothing overflows`, async ({ page }) => {
        await page.goto('/');
        // More or fewer looks are the same markup: the long-titled first look repeated, or the last left out.
        await page.evaluate((count) => {
          const list = document.querySelector('#looks-title + ul')!;
          const looks = () => list.querySelectorAll(':scope > li');
          while (looks().length < count) list.append(looks()[0]!.cloneNode(true));
          [...looks()].slice(count).forEach((li) => li.remove());
        }, count);
        // Each look's picture: a long title may take a second line under it; the picture keeps its size.
        const boxes = await page
          .locator('#looks-title + ul > li figure > div:first-child')
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
        const list = (await page.locator('#looks-title + ul').boundingBox())!;
        expect(boxes).toHaveLength(count);
        for (const box of boxes) {
          expect(Math.abs(box.width - boxes[0]!.width)).toBeLessThan(1);
          expect(Math.abs(box.height - boxes[0]!.height)).toBeLessThan(1);
        }
        const lastRow = boxes.filter((box) => Math.abs(box.top - boxes.at(-1)!.top) < 1);
        const [left, right] = [lastRow[0]!.left - list.x, list.x + list.width - lastRow.at(-1)!.right];
        expect(Math.abs(left - right), 'the last row is centred').toBeLessThan(1);
        expect(await overflow(page)).toEqual({ titles: [], sideways: 0 });
      });
  });
}
