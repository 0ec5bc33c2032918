import { expect, test } from '../support/fixtures.ts';
import { DIALOG } from '../support/spec-texts.ts';
import { routes } from '../support/pages.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of page is complete: its heading and every picture shown', async ({ page }) => {
    // Each language's twin has its template and its pictures.
    for (const route of routes.filter(({ lang }) => lang === defaultLanguage))
      await test.step(route.name, async () => {
        const response = await page.goto(route.path);
        expect(response!.status()).toBe(route.status);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const img of await page.locator('main img').all()) {
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
        }
      });
  });

  test('the footer offers an e-mail link where the Contact button would be', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: DIALOG.contact })).toBeHidden();
    await expect(footer.getByRole('link', { name: DIALOG.contact })).toHaveAttribute(
      'href',
      'mailto:contact@maison-verane.com',
    );
  });
});
