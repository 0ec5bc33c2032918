import { contactButton, openContact } from '../support/page-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { DIALOG } from '../support/spec-texts.ts';

/** content/contact.yaml's `errors.tooLong`, with each field's greatest length. */
const TOO_LONG = { phone: 'Too long: 40 characters at most', message: 'Too long: 5,000 characters at most' };

const FIELDS = Object.values(DIALOG.labels);

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

test('100,000-character fields are refused as too long, kept whole, without freezing the page', async ({ page }) => {
  const logged: { message: string }[] = [];
  page.on('console', async (msg) => msg.type() === 'log' && logged.push(await msg.args()[0]!.jsonValue()));
  const dialog = await openContact(page);
  const long = 'Silk and cashmere. '.repeat(5_300).slice(0, 100_000);
  const message = dialog.getByLabel(DIALOG.labels.message);
  await dialog.getByLabel(DIALOG.labels.name).fill('Ada');
  await dialog.getByLabel(DIALOG.labels.phone).fill(`+1${'2'.repeat(99_998)}`);
  await message.fill(long);
  await expect(dialog.getByText(TOO_LONG.message)).toBeVisible();
  await expect(dialog.getByText(TOO_LONG.phone)).toBeVisible();
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  expect(await message.inputValue()).toBe(long);
  // The page still answers: both can be shortened, and the longest message the form takes goes through whole.
  await dialog.getByLabel(DIALOG.labels.phone).fill('+33 1 23 45 67 89');
  await message.fill(long.slice(0, 5_000));
  await dialog.getByRole('button', { name: DIALOG.send }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => logged.map((entry) => entry.message.length)).toEqual([5_000]);
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
      // The phone is refused (not a number, or longer than one); every field still shows what was typed, as text.
      await expect(dialog.getByLabel(DIALOG.labels.phone)).toHaveAttribute('aria-invalid', 'true');
      for (const label of FIELDS) await expect(dialog.getByLabel(label)).toHaveValue(payload);
      await dialog.getByLabel(DIALOG.labels.phone).fill('+44 20 7946 0958');
      await dialog.getByRole('button', { name: DIALOG.send }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => logged).toEqual([{ name: payload.trim(), phone: '+44 20 7946 0958', message: payload }]);
      expect(await page.evaluate(() => document.querySelectorAll('img, script, svg').length)).toBe(before);
    });
  expect(alerted).toBe(false);
});
