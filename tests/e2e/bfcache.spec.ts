import { contactButton } from '../support/page-helpers.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { recordingServer } from '../support/local-servers.ts';
import { fullChromiumLaunchOptions } from '../support/engines/chromium.ts';
import { DIALOG, FOOTER, PRIVACY_TITLE } from '../support/spec-texts.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';

// Back and forward stay instant. Playwright turns the back/forward cache off; visitors have it.
test.use({ launchOptions: { ...fullChromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });
// That browser is a worker's own: the three tests share one worker, so it starts once, not three times.
test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof recordingServer>>;
test.beforeAll(async () => {
  server = await recordingServer(`http://127.0.0.1:${process.env.TEST_PORT}`);
});
test.afterAll(() => server.close());

const restored = (page: Page) => page.evaluate(() => (window as unknown as { restored?: boolean }).restored);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { restored: boolean }).restored = event.persisted;
    }),
  );
});

test('/ comes back from the cache with the dialog closed and the draft kept', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  await contactButton(page).click();
  await page.getByLabel(DIALOG.labels.name).fill('Ada Lovelace');
  await page.goto(`${server.origin}/legal`);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restored(page)).toBe(true);
  await expect(page.getByRole('dialog')).toBeHidden();
  await contactButton(page).click();
  await expect(page.getByLabel(DIALOG.labels.name)).toHaveValue('Ada Lovelace');
});

test('/legal comes back from the cache', async ({ page }) => {
  await page.goto(`${server.origin}/legal`);
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER.privacy }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restored(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice');
});

test('/ comes back from the cache at the gallery after a look page', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  const look = page.locator(`#${lookElementId('look-02')}`);
  await look.scrollIntoViewIfNeeded();
  await page.locator(`a:has(#${lookElementId('look-02')})`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houndstooth cape');
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restored(page)).toBe(true);
  await expect(look).toBeInViewport();
});
