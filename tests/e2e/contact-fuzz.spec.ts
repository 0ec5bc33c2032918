import { openContact } from '../support/contact';
import { expect, test } from '../support/fixtures';

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
  await dialog.getByLabel('Name').fill('Ada');
  await dialog.getByLabel('Phone Number').fill(`+1${'2'.repeat(99_998)}`);
  await dialog.getByLabel('Message').fill(long);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  // The page still answers: the phone can be corrected and the long message goes through whole.
  await dialog.getByLabel('Phone Number').fill('+33 1 23 45 67 89');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => logged.map((entry) => entry.message.length)).toEqual([100_000]);
});

for (const payload of PAYLOADS) {
  test(`script-like input stays plain text in every field: ${payload}`, async ({ page }) => {
    let alerted = false;
    page.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    const logged: unknown[] = [];
    page.on('console', async (msg) => msg.type() === 'log' && logged.push(await msg.args()[0]!.jsonValue()));
    const dialog = await openContact(page);
    const before = await page.evaluate(() => document.querySelectorAll('img, script, svg').length);
    for (const label of ['Name', 'Phone Number', 'Message']) await dialog.getByLabel(label).fill(payload);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    // The phone is refused; every field still shows exactly what was typed, as text.
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    for (const label of ['Name', 'Phone Number', 'Message'])
      await expect(dialog.getByLabel(label)).toHaveValue(payload);
    await dialog.getByLabel('Phone Number').fill('+44 20 7946 0958');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => logged).toEqual([{ name: payload.trim(), phone: '+44 20 7946 0958', message: payload }]);
    expect(await page.evaluate(() => document.querySelectorAll('img, script, svg').length)).toBe(before);
    expect(alerted).toBe(false);
  });
}
