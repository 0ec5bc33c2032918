import { expect, test } from '../support/fixtures.ts';
import { contactButton, openContact } from '../support/page-helpers.ts';
import { DIALOG } from '../support/spec-texts.ts';

// The French site: what the flows in every engine (flows-french-and-lookbook.ts) and the build's tests of
// each language's pages (tests/build/languages.test.ts) do not cover.

test('a draft typed on an English page is still there on the French page, and the other way round', async ({
  page,
}) => {
  let dialog = await openContact(page);
  await dialog.getByLabel(DIALOG.labels.name).fill('Ada Lovelace');
  await page.keyboard.press('Escape');
  await page.goto('/fr/');
  await contactButton(page).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nom')).toHaveValue('Ada Lovelace');
  await dialog.getByLabel(DIALOG.labels.message).fill('Un essayage, je vous prie.');
  await page.keyboard.press('Escape');
  await page.goto('/');
  dialog = await openContact(page);
  await expect(dialog.getByLabel(DIALOG.labels.message)).toHaveValue('Un essayage, je vous prie.');
});
