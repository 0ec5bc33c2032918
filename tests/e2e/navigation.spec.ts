import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { recordingServer } from '../support/local-servers.ts';
import { FOOTER, PRIVACY_TITLE } from '../support/spec-texts.ts';

// Instant page changes without JavaScript: speculation rules, view transitions, bfcache.
// DevTools is attached here, so Chromium prefetches but never prerenders: these tests see the prefetch path.
let server: Awaited<ReturnType<typeof recordingServer>>;
test.beforeAll(async () => {
  server = await recordingServer(`http://127.0.0.1:${process.env.TEST_PORT}`);
});
test.afterAll(() => server.close());

const documents = (path: string) => server.requests.filter((request) => request.path === path);
const speculationRules = (page: Page) =>
  page.locator('script[type="speculationrules"]').evaluateAll((scripts) => scripts.map((s) => s.textContent!));

// One rules block per page, valid JSON, its hash in the CSP: tests/build/speculation-rules.test.ts reads dist/.

test('hovering a footer link prefetches its page; the click uses it, and no script is fetched', async ({ page }) => {
  server.requests.length = 0;
  await page.goto(`${server.origin}/`);
  const legal = page.getByRole('contentinfo').getByRole('link', { name: FOOTER.legal });
  await legal.scrollIntoViewIfNeeded();
  expect(documents('/legal')).toEqual([]); // nothing on load
  await legal.hover();
  await expect.poll(() => documents('/legal')).toEqual([{ path: '/legal', purpose: 'prefetch' }]);
  await legal.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice');
  expect(documents('/legal')).toHaveLength(1);
  // The policy page opens at the top, and neither page fetched a script.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(server.requests.filter((request) => request.path.endsWith('.js'))).toEqual([]);
  // Never the current page (the home page is "/"), nor mailto: or other sites.
  expect(JSON.parse((await speculationRules(page))[0]!).prefetch[0].where.and).toContainEqual({
    not: { href_matches: '/legal' },
  });
  await page.goto(`${server.origin}/`);
  expect(JSON.parse((await speculationRules(page))[0]!).prerender[0].where.and).toContainEqual({
    not: { href_matches: '/' },
  });
});

test('a 404 prerendered unseen logs its path only once it is shown', async ({ page }) => {
  // Chromium will not prerender under DevTools, so the page is told it is prerendering, then shown.
  await page.addInitScript(() => {
    let hidden = true;
    Object.defineProperty(Document.prototype, 'prerendering', { get: () => hidden });
    (window as unknown as { reveal: () => void }).reveal = () => {
      hidden = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.goto(`${server.origin}/no/such-page`);
  await page.waitForLoadState('load');
  expect(logged.filter((text) => text.startsWith('404 Error'))).toEqual([]);
  await page.evaluate(() => (window as unknown as { reveal: () => void }).reveal());
  await expect.poll(() => logged.filter((text) => text.startsWith('404 Error'))).toHaveLength(1);
  expect(logged.find((text) => text.startsWith('404 Error'))).toContain('/no/such-page');
});

/** Records, on the next page, whether it was revealed with a view transition and what that animated. */
const watchReveal = (page: Page) =>
  page.addInitScript(() =>
    window.addEventListener('pagereveal', async (event) => {
      const transition = (event as Event & { viewTransition?: { ready: Promise<void> } }).viewTransition;
      const seen = { transition: Boolean(transition), groups: [] as string[], longest: 0 };
      (window as unknown as { reveal: typeof seen }).reveal = seen;
      await transition?.ready;
      for (const animation of document.documentElement.getAnimations({ subtree: true })) {
        const effect = animation.effect as KeyframeEffect;
        seen.groups.push(effect.pseudoElement ?? '');
        seen.longest = Math.max(seen.longest, Number(effect.getTiming().duration));
      }
    }),
  );
type Reveal = { transition?: boolean; groups: string[]; longest: number };
/** What the current page recorded; empty until its pagereveal has fired (the poll waits for it). */
const revealed = (page: Page) =>
  page.evaluate((): Reveal => (window as unknown as { reveal?: Reveal }).reveal ?? { groups: [], longest: 0 });

test('between home and Coming Soon the wordmark glides, within 250 ms', async ({ page }) => {
  await watchReveal(page);
  await page.goto(`${server.origin}/`);
  // Onto /coming-soon the header's wordmark becomes the large one: one element, moving and growing.
  await page.getByRole('banner').getByRole('navigation').getByRole('link').first().click();
  await expect(page).toHaveURL(/coming-soon/);
  await expect.poll(async () => (await revealed(page)).groups).toContain('::view-transition-group(wordmark)');
  expect((await revealed(page)).longest).toBeLessThanOrEqual(250);
});

test('elsewhere only the wordmark is carried over: the page itself is never snapshotted', async ({ page }) => {
  await watchReveal(page);
  await page.goto(`${server.origin}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER.legal }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice');
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER.privacy }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE);
  await expect.poll(async () => (await revealed(page)).groups).toContain('::view-transition-group(wordmark)');
  const groups = (await revealed(page)).groups.filter((name) => name.startsWith('::view-transition-group'));
  expect(groups).toEqual(['::view-transition-group(wordmark)']);
});

test('under reduced motion, page changes cut straight over', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchReveal(page);
  await page.goto(`${server.origin}/`);
  await page.getByRole('banner').getByRole('navigation').getByRole('link').first().click();
  await expect(page).toHaveURL(/coming-soon/);
  await expect.poll(async () => (await revealed(page)).transition).toBe(false);
});
