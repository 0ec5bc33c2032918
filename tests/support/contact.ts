import { expect, type Page } from '@playwright/test';
import { DIALOG } from './spec-texts';

export const TITLE = DIALOG.title;
export const INTRO = DIALOG.intro;

/** The footer's Contact button, as a visitor finds it: by its role and name. */
export const contactButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: DIALOG.contact });

/** Opens the dialog from the footer's Contact button and waits for it to be shown. */
export async function openContact(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await contactButton(page).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}
