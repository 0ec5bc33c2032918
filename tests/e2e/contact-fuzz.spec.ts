import { contactButton, openContact } from '../support/contact';
import { expect, test } from '../support/fixtures';
import { CONTACT_ERRORS, DIALOG } from '../support/spec-texts';

const FIELDS = Object.values(DIALOG.labels);

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

test('a 100,000-character message is validated and sent without freezing the page', async ({ page }) => {
  const logged: { message: string }[] = [];
  page.on('console', async (msg) => msg.type() === 'log' && logged.push(await msg.args()[0]!.jsonValue()));
  const dialog = await openContact(page);
  const long = 'Silk and cashmere. '.repeat(5_300).slice(0, 100_000);
  await dialog.getByLabel(DIALOG.labels.name).fill('Ada');
  await dialog.getByLabel(DIALOG.labels.phone).fill(`+1${'2'.repeat(99_998)}`);
  await dialog.getByLabel(DIALOG.labels.message).fill(long);
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog.getByText(CONTACT_ERRORS.phoneInvalid)).toBeVisible();
  // The page still answers: the phone can be corrected and the long message goes through whole.
  await dialog.getByLabel(DIALOG.labels.phone).fill('+33 1 23 45 67 89');
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => logged.map((entry) => entry.message.length)).toEqual([100_000]);
});

test('script-like input stays plain text in every field, and is sent as typed', async ({ page }) => {
  let alerted = false;
  page.on('dialog', async (d) => {
    alerted = true;
    await d.dismiss();
  });
  const logged: unknown[] = [];
  page.on('console', async (msg) => msg.type() === 'log' && logged.push(await msg.args()[0]!.jsonValue()));
  // One visit, one send after another, as a person trying each would.
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: DIALOG.title });
  for (const payload of PAYLOADS)
    await test.step(payload, async () => {
      logged.length = 0;
      await contactButton(page).click();
      await expect(dialog).toBeVisible();
      const before = await page.evaluate(() => document.querySelectorAll('img, script, svg').length);
      for (const label of FIELDS) await dialog.getByLabel(label).fill(payload);
      await dialog.getByRole('button', { name: DIALOG.send }).click();
      // The phone is refused; every field still shows exactly what was typed, as text.
      await expect(dialog.getByText(CONTACT_ERRORS.phoneInvalid)).toBeVisible();
      for (const label of FIELDS) await expect(dialog.getByLabel(label)).toHaveValue(payload);
      await dialog.getByLabel(DIALOG.labels.phone).fill('+44 20 7946 0958');
      await dialog.getByRole('button', { name: DIALOG.send }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => logged).toEqual([{ name: payload.trim(), phone: '+44 20 7946 0958', message: payload }]);
      expect(await page.evaluate(() => document.querySelectorAll('img, script, svg').length)).toBe(before);
    });
  expect(alerted).toBe(false);
});
