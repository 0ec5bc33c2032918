import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Load-proof timing: the 700 ms open delay is read as declared (the computed animation-delay) while the page's
// animations stand still, then played 20 times faster; the 300 ms skip delay runs on the page's timers, also
// held still, and moved by Playwright's clock.
const tooltip = (button: Locator) => button.locator('.tooltip');
const opacity = (button: Locator) => tooltip(button).evaluate((el) => Number(getComputedStyle(el).opacity));
const openDelay = (button: Locator) => tooltip(button).evaluate((el) => getComputedStyle(el).animationDelay);
const icon = (page: Page, name: string) => page.getByRole('button', { name });
const wordmark = (page: Page) => page.getByRole('banner').getByRole('link').first();

let playAnimations: (playbackRate: number) => Promise<unknown>;

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  playAnimations = (playbackRate) => cdp.send('Animation.setPlaybackRate', { playbackRate });
  await playAnimations(0);
  // The page's timers stand still (Playwright's clock otherwise follows real time) and move only by
  // runFor, so a busy machine's pauses can never count towards the 300 ms.
  await page.clock.install({ time: new Date('2026-01-01T10:00:00') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:10'));
  await page.goto('/');
});

/** Waits (for states, not a time) until the tooltip has fully shown and the row knows one has. */
async function shown(button: Locator) {
  await playAnimations(20);
  await expect.poll(() => opacity(button)).toBe(1);
  await expect(button.page().locator('.tips')).toHaveAttribute('data-warm', '');
  await playAnimations(0);
}

test.describe('with a pointer', () => {
  // The first after 700 ms; the next at once within 300 ms of the last one, after 700 ms again later.
  for (const away of [100, 1000]) {
    const atOnce = away < 300;
    test(`after a tooltip, ${away} ms on the wordmark, then Account ${atOnce ? 'opens at once' : 'waits 700 ms'}`, async ({
      page,
    }) => {
      const [search, account] = [icon(page, 'Search'), icon(page, 'Account')];
      await search.hover();
      expect(await openDelay(search)).toBe('0.7s');
      await shown(search);
      await wordmark(page).hover();
      await page.clock.runFor(away);
      await account.hover();
      expect(await openDelay(account)).toBe(atOnce ? '0s' : '0.7s');
      await shown(account);
    });
  }
});

test.describe('with the keyboard', () => {
  for (const away of [100, 1000]) {
    const atOnce = away < 300;
    test(`a tooltip on focus after 700 ms; back from the wordmark after ${away} ms, ${atOnce ? 'at once' : '700 ms again'}`, async ({
      page,
    }) => {
      const search = icon(page, 'Search');
      await wordmark(page).focus();
      await page.keyboard.press('Tab');
      await expect(search).toBeFocused();
      expect(await openDelay(search)).toBe('0.7s');
      await shown(search);
      await page.keyboard.press('Shift+Tab');
      await expect(wordmark(page)).toBeFocused();
      await page.clock.runFor(away);
      await page.keyboard.press('Tab');
      expect(await openDelay(search)).toBe(atOnce ? '0s' : '0.7s');
      await shown(search);
    });
  }
});
