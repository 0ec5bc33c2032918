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

/** Waits (for states, not a time) until the tooltip has fully shown. */
async function opened(button: Locator) {
  await playAnimations(20);
  await expect.poll(() => opacity(button)).toBe(1);
  await playAnimations(0);
}

/** Waits until the tooltip has fully shown and the row knows one has. */
async function shown(button: Locator) {
  await opened(button);
  await expect(button.page().locator('.tips')).toHaveAttribute('data-warm', '');
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

/** The tooltip's opacity once any time has passed: the page's timers a minute on, its animations at their ends. */
async function afterAWhile(button: Locator) {
  await button.page().clock.runFor(60_000);
  await playAnimations(20);
  const ended = (el: Element) => el.getAnimations().every((animation) => animation.playState === 'finished');
  await expect.poll(() => tooltip(button).evaluate(ended)).toBe(true);
  await playAnimations(0);
  return opacity(button);
}

/** Moves the pointer from the icon's centre straight down onto its tooltip's, a pixel a step: no point left out. */
async function downOnto(button: Locator) {
  const [from, to] = [(await button.boundingBox())!, (await tooltip(button).boundingBox())!];
  const [x, y] = [from.x + from.width / 2, to.y + to.height / 2];
  await button.page().mouse.move(x, y, { steps: Math.ceil(y - (from.y + from.height / 2)) });
  return { x, y, to };
}

const focusedNothing = (page: Page) => page.evaluate(() => document.activeElement === document.body);

// RGAA 10.13 (WCAG 1.4.13): a tooltip can be hidden with Escape, the pointer can move onto it, and it stays.
test('RGAA 10.13: Escape hides a tooltip shown by the pointer, focus stays where it was, until the pointer comes back', async ({
  page,
}) => {
  const search = icon(page, 'Search');
  await search.hover();
  await shown(search);
  await page.keyboard.press('Escape');
  expect(await opacity(search), 'hidden by Escape').toBe(0);
  expect(await focusedNothing(page), 'focus did not move').toBe(true);
  const { x, y } = (await search.boundingBox())!;
  await page.mouse.move(x + 4, y + 4); // still on the icon
  expect(await afterAWhile(search), 'still hidden while the pointer stays').toBe(0);
  await wordmark(page).hover();
  await search.hover();
  await shown(search);
});

test('RGAA 10.13: the pointer can move from an icon down onto its tooltip and along it, and the tooltip stays', async ({
  page,
}) => {
  const bag = icon(page, 'Shopping bag');
  await bag.hover();
  await shown(bag);
  const { x, y, to } = await downOnto(bag);
  expect(await opacity(bag), 'over the tooltip').toBe(1);
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent, [x, y])).toBe('Shopping bag');
  await page.mouse.move(to.x + 4, y, { steps: Math.ceil(x - to.x) });
  expect(await afterAWhile(bag), 'along the tooltip, with no time limit').toBe(1);
  await page.mouse.move(to.x + 4, to.y + to.height + 20);
  expect(await opacity(bag), 'hidden once the pointer has left icon and tooltip').toBe(0);
});

test('RGAA 10.13: a tooltip shown by focus stays until focus moves or Escape, and Escape leaves focus on its icon', async ({
  page,
}) => {
  const [search, account] = [icon(page, 'Search'), icon(page, 'Account')];
  await wordmark(page).focus();
  await page.keyboard.press('Tab');
  await shown(search);
  expect(await afterAWhile(search), 'no time limit').toBe(1);
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();
  expect(await afterAWhile(search), 'hidden by Escape, and stays hidden').toBe(0);
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await shown(account);
  expect(await opacity(search), 'hidden once focus moved on').toBe(0);
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
  await shown(search);
});

test('RGAA 10.13: hidden by Escape under both pointer and focus, a tooltip stays hidden until both have left', async ({
  page,
}) => {
  const [search, account] = [icon(page, 'Search'), icon(page, 'Account')];
  await wordmark(page).focus();
  await page.keyboard.press('Tab');
  await search.hover();
  await shown(search);
  await page.keyboard.press('Escape');
  await wordmark(page).hover();
  expect(await afterAWhile(search), 'the pointer has left, focus has not').toBe(0);
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await shown(search);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('RGAA 10.13: by CSS alone, a tooltip shows on hover and stays while the pointer moves onto it', async ({
    page,
  }) => {
    const bag = icon(page, 'Shopping bag');
    await bag.hover();
    await opened(bag);
    await expect(page.locator('.tips'), 'no script ran').not.toHaveAttribute('data-warm');
    await downOnto(bag);
    expect(await opacity(bag), 'over the tooltip').toBe(1);
  });
});
