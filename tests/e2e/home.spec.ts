import { expect, test } from '../support/fixtures.ts';
import { defaultLanguage } from '../../src/site-model/languages.ts';
import { routes } from '../support/pages.ts';
import { COPYRIGHT, DIALOG, FOOTER, HEADER_BUTTONS, HERO_TITLE, NAV } from '../support/spec-texts.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';

test.describe('header, hero, gallery and footer', () => {
  test('every page with a header: logo, four named icon buttons, nine categories in order', async ({ page }) => {
    for (const { path } of routes.filter((route) => route.chrome && route.lang === defaultLanguage))
      await test.step(path, async () => {
        await page.goto(path);
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
        for (const name of HEADER_BUTTONS)
          await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
        const links = header.getByRole('navigation').getByRole('link');
        await expect(links).toHaveText(NAV);
        for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/coming-soon');
      });
  });

  test(
    'hero is a full-screen banner with the collection title over a campaign image',
    { tag: '@sizes' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
      const hero = page.locator('main section').first();
      const box = await hero.boundingBox();
      const viewport = page.viewportSize()!;
      const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
      expect(Math.round(box!.height + headerHeight)).toBeGreaterThanOrEqual(viewport.height - 1);
      const image = hero.locator('img');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).not.toHaveAttribute('loading', 'lazy');
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Art-directed: a phone cut and a tablet cut of the portrait picture, then the wide picture, each in
      // AVIF and WebP (the wide WebP is the <img>); the portrait cuts carry media queries (sharpness is
      // checked in images.spec.ts).
      await expect(hero.locator('source[type="image/avif"]')).toHaveCount(3);
      await expect(hero.locator('source[type="image/webp"]')).toHaveCount(2);
      await expect(hero.locator('source[media]')).toHaveCount(4);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        viewport.width < viewport.height ? /hero-atelier-portrait_/ : /hero-atelier_/,
      );
      expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(viewport.width * 0.98);
    },
  );

  test('gallery shows the three looks with their alt text, lazily', async ({ page }) => {
    await page.goto('/');
    const looks = page
      .getByRole('list')
      .filter({ has: page.locator('figure') })
      .getByRole('listitem');
    await expect(looks).toHaveCount(3);
    await expect(looks.nth(0).locator(`#${lookElementId('look-01')}`)).toHaveCount(1);
    for (const look of await looks.all()) {
      const img = look.locator('img');
      expect((await img.getAttribute('alt'))!.length).toBeGreaterThan(10);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    const last = looks.nth(2).locator('img');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('while a look photo is still on its way, its box shows the look’s own colour, never blank', async ({ page }) => {
    await page.route(/look-\d+.*\.(avif|webp|jpg)$/, () => {}); // never answered
    await page.goto('/');
    const boxes = page.locator('figure [data-placeholder]');
    await expect(boxes).toHaveCount(3);
    for (const box of await boxes.all()) {
      await box.scrollIntoViewIfNeeded();
      const fill = await box.locator('rect').getAttribute('fill');
      expect(fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(fill).not.toBe('#ffffff');
      const img = (await box.locator('xpath=following-sibling::picture/img').boundingBox())!;
      const held = (await box.boundingBox())!;
      expect(held.height).toBeGreaterThan(100);
      expect([held.width, held.height]).toEqual([img.width, img.height]);
    }
  });
  test('while the hero picture is on its way, the hero shows its dominant colour behind the title', async ({
    page,
  }) => {
    await page.route(/hero-atelier.*\.(avif|webp)$/, () => {}); // never answered
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const held = page.locator('main section').first().locator('[data-placeholder]');
    const fill = await held.locator('rect').getAttribute('fill');
    expect(fill).toMatch(/^#[0-9a-f]{6}$/);
    expect(fill).not.toBe('#ffffff');
    const box = (await held.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width * 0.98);
    expect(box.height).toBeGreaterThan(400);
  });

  test('footer: contact button, legal and privacy links, copyright, external logo', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: DIALOG.contact })).toBeVisible();
    await expect(footer.getByRole('link', { name: FOOTER.legal })).toHaveAttribute('href', '/legal');
    await expect(footer.getByRole('link', { name: FOOTER.privacy })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText(/All rights reserved/)).toHaveText(COPYRIGHT);
    await expect(footer.getByRole('link', { name: /group/i })).toHaveAttribute('href', /^https:\/\//);
  });
});
