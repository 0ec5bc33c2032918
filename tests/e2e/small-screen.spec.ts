import { expect, test } from '../support/fixtures.ts';
import { NAV } from '../support/spec-texts.ts';

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
