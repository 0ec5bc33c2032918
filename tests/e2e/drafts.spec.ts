import { openContact, contactButton } from '../support/page-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONTACT_ERRORS, DIALOG } from '../support/spec-texts.ts';

const draft = { Name: 'Ada Lovelace', 'Phone Number': '+44 20 7946 0958', Message: 'A fitting in March, please.' };

async function type(dialog: import('@playwright/test').Locator) {
  for (const [label, value] of Object.entries(draft)) await dialog.getByLabel(label).fill(value);
}
async function expectDraft(dialog: import('@playwright/test').Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(dialog.getByLabel(label)).toHaveValue(value);
}

test('an unsent draft survives closing the dialog and reloading the page', async ({ page }) => {
  let dialog = await openContact(page);
  await type(dialog);
  await page.keyboard.press('Escape');
  await contactButton(page).click();
  await expectDraft(dialog, draft);
  await page.reload();
  dialog = await openContact(page);
  await expectDraft(dialog, draft);
});

test('validation errors do not come back on reopen; the typed text does', async ({ page }) => {
  const dialog = await openContact(page);
  await dialog.getByLabel(DIALOG.labels.name).fill('Ada');
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog.getByText(CONTACT_ERRORS.phoneRequired)).toBeVisible();
  await dialog.getByRole('button', { name: DIALOG.cancel }).click();
  await contactButton(page).click();
  await expect(dialog.getByText(CONTACT_ERRORS.phoneRequired)).toBeHidden();
  await expect(dialog.getByLabel(DIALOG.labels.phone)).not.toHaveAttribute('aria-invalid', 'true');
  await expectDraft(dialog, { Name: 'Ada' });
});

test('a successful send clears the draft, also after a reload', async ({ page }) => {
  let dialog = await openContact(page);
  await type(dialog);
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  dialog = await openContact(page);
  await expectDraft(dialog, { Name: '', 'Phone Number': '', Message: '' });
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => sessionStorage.getItem(k)))).toEqual([]);
});
