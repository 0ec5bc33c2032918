import { expect, frames, test } from '../support/fixtures.ts';
import { INTRO, TITLE, openContact, contactButton } from '../support/page-helpers.ts';
import { routes } from '../support/pages.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';
import { DIALOG } from '../support/spec-texts.ts';

test('no page fetches JavaScript on first load', async ({ page }) => {
  // Every kind of page once: each language's twin has its template, and its islands.
  for (const { path } of routes.filter(({ lang }) => lang === defaultLanguage)) {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(path);
    // Scrolled to the foot, where the islands are: a load on sight (client:visible) would start by the next frames.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await frames(page);
    expect(scripts, path).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('the dialog: title names it, text, lazy image, labelled fields, buttons, size', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => request.resourceType() === 'image' && images.push(request.url()));
  const dialog = await openContact(page);
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(dialog.getByText(INTRO)).toBeVisible();
  await expect(dialog.getByLabel(DIALOG.labels.name)).toBeVisible();
  await expect(dialog.getByLabel(DIALOG.labels.phone)).toHaveAttribute('type', 'tel');
  await expect(dialog.getByLabel(DIALOG.labels.message)).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(dialog.getByRole('button', { name: DIALOG.cancel })).toBeVisible();
  await expect(dialog.getByRole('button', { name: DIALOG.send })).toBeVisible();
  await expect(dialog.getByRole('button', { name: DIALOG.close })).toBeVisible();
  const img = dialog.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  expect(images.some((url) => /contact-jacket-detail.*\.avif/.test(url))).toBe(true);
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(56 * 16);
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
});

test('the dialog image is not fetched before the dialog opens', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => images.push(request.url()));
  await page.goto('/');
  await contactButton(page).hover();
  // The hover hydrates both islands; once they are live, the closed dialog's picture would be requested at once.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await frames(page);
  const dialogImages = await page
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) =>
        [...(island.getAttribute('props') ?? '').matchAll(/\/_astro\/[^ "&]+/g)].map((m) => m[0]),
      ),
    );
  expect(dialogImages.length).toBeGreaterThan(0);
  expect(images.filter((url) => dialogImages.some((path) => url.endsWith(path)))).toEqual([]);
});

test.describe('at 360×640', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  test('the dialog fits and scrolls inside itself', async ({ page }) => {
    const dialog = await openContact(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeLessThanOrEqual(576 + 1);
    await dialog.getByRole('button', { name: DIALOG.send }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: DIALOG.send })).toBeInViewport();
  });
});

// Escape, the close icon, Cancel and the backdrop each closing it, with focus back on Contact and
// scrolling unlocked: a flow of every engine (tests/support/flows.ts).

test('a click inside the panel does not close it', async ({ page }) => {
  const dialog = await openContact(page);
  await dialog.getByRole('heading', { name: TITLE }).click();
  await expect(dialog).toBeVisible();
});

test('page scrolling is locked while open, with no layout jump', async ({ page }) => {
  await page.goto('/');
  const contact = contactButton(page);
  await contact.scrollIntoViewIfNeeded();
  const position = () => page.evaluate(() => [window.scrollY, document.body.clientWidth]);
  const before = await position();
  // The control: with the dialog closed, the same wheel and wait do scroll the page.
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, -200);
  await expect.poll(position).not.toEqual(before);
  await contact.scrollIntoViewIfNeeded();
  const start = await position();
  await contact.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, -200);
  // A wheel scroll starts within a frame or two; a few more cover a smooth scroll's first steps.
  await frames(page, 6);
  expect(await position()).toEqual(start);
});

test('focus moves in, stays inside on Tab and Shift+Tab', async ({ page }) => {
  const dialog = await openContact(page);
  // The dialog itself first, so that its name and text are read as it opens; then Close, then Name.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: DIALOG.close })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(DIALOG.labels.name)).toBeFocused();
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
    }
});
