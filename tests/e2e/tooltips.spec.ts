import { type Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Timings are read from the computed styles rather than the clock, so a busy CI machine cannot flake them.
const tooltip = (button: Locator) => button.locator('.tooltip');
const opacity = (button: Locator) => tooltip(button).evaluate((el) => Number(getComputedStyle(el).opacity));
const openDelay = (button: Locator) => tooltip(button).evaluate((el) => getComputedStyle(el).animationDelay);

test('tooltips open after 700 ms, and the next one at once within 300 ms', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'hover tooltips belong to pointer devices');
  await page.goto('/');
  const search = page.getByRole('button', { name: 'Search' });
  const account = page.getByRole('button', { name: 'Account' });
  const bag = page.getByRole('button', { name: 'Shopping bag' });

  await search.hover();
  expect(await openDelay(search)).toBe('0.7s');
  expect(await opacity(search)).toBe(0);
  await expect.poll(() => opacity(search)).toBe(1);

  await account.hover();
  expect(await openDelay(account)).toBe('0s');
  await expect.poll(() => opacity(account)).toBe(1);
  expect(await opacity(search)).toBeLessThan(1);

  await page.mouse.move(5, 400);
  await expect.poll(() => opacity(account)).toBe(0);
  await bag.hover();
  expect(await openDelay(bag)).toBe('0.7s');
  await expect(tooltip(bag)).toHaveText('Shopping bag');
});

test('a tooltip shows on keyboard focus too', async ({ page }) => {
  await page.goto('/');
  const wishlist = page.getByRole('button', { name: 'Wishlist' });
  await wishlist.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => opacity(wishlist)).toBe(1);
});
