import { join } from 'node:path';
import { buildScenario } from '../support/scenarios';
import { contactButton } from '../support/page-helpers';
import { expect, test, type Page } from '../support/fixtures';
import { defaultLanguage } from '../../src/site-model/languages';
import { routes } from '../support/pages';
import { startEngine, type Engine } from '../support/engine';

// Copy that a copywriter may well write: a long compound word in every display title, and seven looks
// (tests/fixtures/sites/long-copy/). A copy of the site is built with it and served; nothing may run past
// its box or the screen.
const LONG = 'DONAUDAMPFSCHIFFFAHRTSGESELLSCHAFTSKAPITÄN';
let origin = '';
let server: Engine | undefined;
let remove = () => {};

test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  test.setTimeout(120_000); // a whole build of a copy with seven looks (`npm run build` takes about 20 s here)
  const built = await buildScenario('long-copy');
  remove = built.remove;
  expect(built.failed, built.output).toBe(false);
  server = await startEngine(join(built.copy, 'dist'));
  origin = server.origin;
});
test.afterAll(async () => {
  await server?.stop();
  remove();
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
        await page.goto(origin + path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.locator('h1').innerText()).toContain(path === '/' ? 'DONAU' : LONG.slice(0, 5));
        expect(await overflow(page), path).toEqual({ titles: [], sideways: 0 });
      }
      await page.goto(origin);
      await contactButton(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await overflow(page), 'the dialog').toEqual({ titles: [], sideways: 0 });
    });

    for (const count of [7, 5, 4])
      test(`${count} looks: all the same size, a short last row centred, nothing overflows`, async ({ page }) => {
        await page.goto(origin);
        // The copy has seven; fewer are the same markup with the last ones left out.
        await page.evaluate(
          (count) => [...document.querySelectorAll('#looks-title + ul > li')].slice(count).forEach((li) => li.remove()),
          count,
        );
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
