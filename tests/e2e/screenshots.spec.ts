import { test } from '@playwright/test';
import { routes } from './routes';

// Saves what a visitor sees on every route, at both sizes, for a person to look at (git-ignored).
for (const route of routes) {
  test(`screenshot ${route.name}`, async ({ page }, info) => {
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `tests/screenshots/${info.project.name}/${route.name}.png`, fullPage: true });
  });
}
