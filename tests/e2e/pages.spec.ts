import { expect, test } from '../support/fixtures.ts';
import {
  COMING_SOON,
  LEGAL_SECTIONS,
  NOT_FOUND,
  PRIVACY_SECTIONS,
  PRIVACY_TITLE,
  RETURN_HOME,
} from '../support/spec-texts.ts';

test('privacy: six sections and the privacy mailbox as a mailto link', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(PRIVACY_SECTIONS);
  const mailbox = page.locator('main a[href^="mailto:"]');
  await expect(mailbox).toHaveAttribute('href', /^mailto:privacy@[\w.-]+\.\w+$/);
  await expect(mailbox).toHaveText((await mailbox.getAttribute('href'))!.slice('mailto:'.length));
  await expect(page.locator('main')).not.toContainText('{email}');
  await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  // The label and the date read as one line, with a space between them.
  await expect(page.locator('main time').locator('..')).toHaveText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/);
});

test('legal: six sections, 14-day returns with tags, sale items final', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(LEGAL_SECTIONS);
  const main = page.locator('main');
  await expect(main).toContainText('within 14 days of delivery');
  await expect(main).toContainText(/original condition with tags/);
  await expect(main).toContainText(/Sale items are final sale/);
});

test('coming soon: logo home, the title and a stay-tuned line', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMING_SOON);
  await expect(page.getByText(/stay tuned/i)).toBeVisible();
});

test('404: status, text, link home and the missing path logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  const response = await page.goto('/no/such-page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  await page.getByRole('link', { name: RETURN_HOME }).click();
  await expect(page).toHaveURL('/');
  expect(errors.some((e) => e.includes('/no/such-page'))).toBe(true);
});

// Legal and Privacy opening at the top: a flow of every engine (tests/support/flows.ts).
