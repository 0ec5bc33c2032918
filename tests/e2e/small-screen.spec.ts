import { expect, test } from '../support/fixtures';
import { routes } from '../support/routes';

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const route of routes) {
    test(`${route.name} has no horizontal overflow`, async ({ page }) => {
      await page.goto(route.path);
      await page.evaluate(() => document.fonts.ready);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }

  test('every category can be reached by keyboard, scrolling the bar into view', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation').getByRole('link');
    await links.first().focus();
    for (let i = 0; i < 9; i++) {
      await expect(links.nth(i)).toBeFocused();
      await expect(links.nth(i)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press('Tab');
    }
  });

  test('the category bar scrolls sideways by touch and its last entry can be tapped', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.getByRole('navigation').getByRole('list');
    expect(await bar.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.getByRole('link', { name: 'SKINCARE' }).tap();
    await expect(page).toHaveURL(/\/coming-soon$/);
    await context.close();
  });
});
