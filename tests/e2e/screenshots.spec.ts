import { contactButton } from '../support/page-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/pages.ts';
import { DIALOG } from '../support/spec-texts.ts';

// Saves what a visitor sees on every route, at both sizes (@sizes), for a person to look at (git-ignored).
for (const route of routes) {
  test(`screenshot ${route.name}`, { tag: '@sizes' }, async ({ page }, info) => {
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `tests/screenshots/${info.project.name}/${route.name}.png`, fullPage: true });
  });
}

// And at the tablets' widths, whose layouts differ from both: the iPad upright, the iPad Air, the iPad sideways.
for (const route of routes) {
  test(`screenshot ${route.name} on tablets`, async ({ page }) => {
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready);
    for (const width of [768, 820, 1024]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.screenshot({ path: `tests/screenshots/tablet-${width}/${route.name}.png`, fullPage: true });
    }
  });
}

test('screenshot contact dialog with errors', { tag: '@sizes' }, async ({ page }, info) => {
  await page.goto('/');
  await contactButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await page.screenshot({ path: `tests/screenshots/${info.project.name}/contact.png` });
});
