import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { violations, openContact } from '../support/page-helpers.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';
import { routes } from '../support/pages.ts';
import { CONTACT_ERRORS, DIALOG } from '../support/spec-texts.ts';

// Every kind of page on the desktop: in the default language, and in the others where their words shape the
// page: the home page (its language, the header's and footer's words) and the policy pages, whose headings
// and links come from MDX. The other pages draw their words into the same elements from fields the schemas
// require. On the phone, whose layout differs but not its words, the pages that hold every component: the
// home page (header, hero, gallery, footer) and a look (its pictures and zoom). One test per page.
const ownWords = ['home', 'privacy', 'legal'];
for (const { path, name, lang } of routes.filter(
  (route) => route.lang === defaultLanguage || ownWords.includes(route.name.split('-').at(-1)!),
))
  test(
    `axe finds no WCAG 2.2 AA or best-practice violation on ${name}`,
    { tag: lang === defaultLanguage && ['home', 'look'].includes(name) ? '@sizes' : [] },
    async ({ page }) => {
      await page.goto(path);
      expect(await violations(page), path).toEqual([]);
    },
  );

test('axe finds no violation with the contact dialog open', async ({ page }) => {
  await openContact(page);
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation with the dialog showing every error', async ({ page }) => {
  const dialog = await openContact(page);
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog.getByText(CONTACT_ERRORS.nameRequired)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the page has a language, landmarks and a skip link that moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const role of ['banner', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Every focus, on every sample page in each language and in the dialog: focus-visible.spec.ts.

/** Elements whose animation or transition lasts longer than the reduced-motion floor (0.01 ms). */
const moving = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const long = (value: string) => value.split(',').some((t) => parseFloat(t) > 0.01);
        return long(style.transitionDuration) || (style.animationName !== 'none' && long(style.animationDuration));
      })
      .map((el) => el.className || el.tagName),
  );

test('with reduced motion requested, nothing animates, not even a tooltip', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).hover();
  expect(await moving(page), 'a tooltip animates normally').not.toEqual([]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.getByRole('button', { name: 'Search' }).hover();
  expect(await moving(page)).toEqual([]);
});
