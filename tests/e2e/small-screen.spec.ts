import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/pages.ts';
import { NAV } from '../support/spec-texts.ts';

// A window of 320 × 256 CSS pixels, as a page zoomed to 400 % (RGAA 10.11, WCAG 1.4.10): nothing runs sideways.
// e2e/header-widths.spec.ts proves this and more: kept only while the audit names it for 10.11.
test.describe('at 320 × 256', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('no page runs sideways', async ({ page }) => {
    for (const route of routes)
      await test.step(route.name, async () => {
        await page.goto(route.path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route.path).toBeLessThanOrEqual(320);
      });
  });
});

// The phone project's touch screen, narrowed to the smallest phones the site is laid out for.
test.describe('at 360 px wide', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every category can be reached by keyboard, scrolling the bar into view', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation').getByRole('link');
    await links.first().focus();
    for (let i = 0; i < NAV.length; i++) {
      await expect(links.nth(i)).toBeFocused();
      await expect(links.nth(i)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press('Tab');
    }
  });

  test('the category bar scrolls sideways by touch and its last entry can be tapped', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation').getByRole('list');
    expect(await bar.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.getByRole('link', { name: NAV.at(-1)! }).tap();
    await expect(page).toHaveURL(/\/coming-soon$/);
  });
});
