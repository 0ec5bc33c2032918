import { expect, test } from '../support/fixtures';
import { contactButton, openContact } from '../support/page-helpers';
import { DIALOG } from '../support/spec-texts';

// The French site at both sizes: what the flows in every engine (flows-french-and-lookbook.ts) do not cover.

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

test('the French 404 logs the missing path, as the specification says', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const response = await page.goto('/fr/nulle-part');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect.poll(() => logged.find((text) => text.startsWith('404 Error'))).toContain('/fr/nulle-part');
});

test('the language link sits in the footer, reads well and leads to the same page', async ({ page }) => {
  await page.goto('/privacy');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Français' });
  await expect(link).toHaveAttribute('hreflang', 'fr');
  await expect(link).toHaveAttribute('lang', 'fr');
  await link.click();
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
});
