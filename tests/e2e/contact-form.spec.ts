import { expect, frames, test } from '../support/fixtures.ts';

// The rules themselves are proven in tests/unit/ (validation, contact-components) and the key flows in
// every engine (engines.spec.ts): what is left here is what only a browser shows.
import { openContact, contactButton } from '../support/page-helpers.ts';
import { CONTACT_ERRORS, DIALOG } from '../support/spec-texts.ts';

// The errors' texts, their ties to the fields and the focus: unit/contact-components; their red in every
// engine: the key flows (support/flows.ts). Here, where each one sits.
test('after an empty submit, each error sits under its own field', async ({ page }) => {
  const dialog = await openContact(page);
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  for (const key of ['name', 'phone', 'message'] as const) {
    const field = dialog.getByLabel(DIALOG.labels[key]);
    const error = dialog.getByText(CONTACT_ERRORS[`${key}Required`], { exact: true });
    await expect(error).toBeVisible();
    expect((await error.boundingBox())!.y).toBeGreaterThan((await field.boundingBox())!.y);
  }
});

test('a tap on Contact before the code has arrived opens the dialog once it has', async ({ page }) => {
  // The islands' code is held back until the tap has landed, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await contactButton(page).click();
  const dialog = page.getByRole('dialog', { name: DIALOG.title });
  await expect(dialog).toBeHidden();
  release();
  await expect(dialog).toBeVisible();
  // The held tap opens it once: closed now, it must stay closed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A second replay of the tap would follow the first within the same hydration, so within a few frames.
  await frames(page, 4);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});
