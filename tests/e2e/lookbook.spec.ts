import { violations, fetchedPictures, COLLECTION, LOOKS, transitionNames, zoomFiles } from '../support/page-helpers.ts';
import { expect, test, type Page } from '../support/fixtures.ts';
import { kinds } from '../../src/routes/page-kinds.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';

// The lookbook: a page per look, reached from the gallery, its pictures zoomable without script.
const mainPicture = (page: Page) => page.locator(`#${lookElementId('look-01')} button[commandfor]`);
/** A look's page in the current collection (content/home.yaml): `/collections/fall-winter-2025/look-01`. */
const lookAddress = (id: string) => kinds.look({ season: COLLECTION, look: id });
const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a gallery picture leads to its look page: number, title, description, details', async ({ page }) => {
  await page.goto('/');
  const link = page.locator(`a:has(#${lookElementId('look-01')})`);
  await expect(link).toHaveAttribute('href', lookAddress('look-01'));
  await link.click();
  await expect.poll(() => pathOf(page)).toBe(lookAddress('look-01'));
  await expect(page).toHaveTitle('Bouclé jacket — Maison Verane');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bouclé jacket');
  await expect(page.getByText('Look 1 of 3')).toBeVisible();
  await expect(page.getByText(/^The house's collarless jacket/)).toBeVisible();
  const details = page.getByRole('heading', { name: 'Materials and details' }).locator('+ ul > li');
  await expect(details).toHaveText([
    'Wool and silk bouclé, woven in Normandy',
    'Black braid along the neckline and front edges',
    'Four domed gilt buttons',
    'Lined in ivory silk twill, with a gilt chain at the hem',
  ]);
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
  await page.getByRole('link', { name: 'Back to the collection' }).click();
  await expect(page).toHaveURL(new RegExp(`/#${lookElementId('look-01')}$`));
  await expect(page.locator(`#${lookElementId('look-01')}`)).toBeInViewport();
});

// Every collection a plain link away, from the home page's gallery and from the end of each look page.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('"All collections" on the home page and on a look page, a cover, the gallery: plain links', async ({ page }) => {
    const allCollections = page.getByRole('link', { name: 'All collections', exact: true });
    await page.goto('/');
    await allCollections.click();
    await expect.poll(() => pathOf(page)).toBe(kinds.seasons());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections');
    await page.getByRole('main').getByRole('link', { name: 'Fall-Winter 2025' }).click();
    await expect.poll(() => pathOf(page)).toBe(kinds.season({ season: COLLECTION }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FALL-WINTER 2025 COLLECTION');
    await page.locator(`a:has(#${lookElementId('look-01')})`).click();
    await expect.poll(() => pathOf(page)).toBe(lookAddress('look-01'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bouclé jacket');
    await allCollections.click();
    await expect.poll(() => pathOf(page)).toBe(kinds.seasons());
  });
});

test('the growing picture is named once on each side, and the title of each look links too', async ({ page }) => {
  await page.goto('/');
  const home = await transitionNames(page);
  const looks = ['look-01', 'look-02', 'look-03'].map((look) => lookElementId(look));
  expect(home.filter(({ name }) => name.startsWith('look_'))).toEqual(looks.map((id) => ({ name: id, id })));
  for (const { id, title } of LOOKS) await expect(page.locator(`a:has(#${lookElementId(id)})`)).toContainText(title);
  await page.goto(lookAddress('look-02'));
  expect((await transitionNames(page)).filter(({ name }) => name.startsWith('look_'))).toEqual([
    { name: looks[1], id: looks[1] },
  ]);
});

test('previous and next lead through the collection, named with their looks', async ({ page }) => {
  await page.goto(lookAddress('look-01'));
  const nav = page.getByRole('navigation', { name: 'Looks' });
  await expect(nav.getByRole('link')).toHaveCount(1);
  await nav.getByRole('link', { name: 'Next look Houndstooth cape', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houndstooth cape');
  await expect(page.getByText('Look 2 of 3')).toBeVisible();
  const previous = nav.getByRole('link', { name: 'Previous look Bouclé jacket', exact: true });
  await expect(previous).toHaveAttribute('href', lookAddress('look-01'));
  await nav.getByRole('link', { name: 'Next look Cashmere knit dress', exact: true }).click();
  await expect(page.getByText('Look 3 of 3')).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveText(/Previous look\s*Houndstooth cape/);
});

// From tablets the words and the pictures are two columns that stack each on its own (src/lookbook/lookbook.css).
test('from tablets, the more pictures follow the main one, however long the words beside them', async ({ page }) => {
  await page.goto(lookAddress('look-01'));
  for (const width of [768, 820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 1024 });
    const { gap, beside } = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [main, more, nav] = [box('.look-main img'), box('.look-views img'), box('.look-nav')];
      const margin = parseFloat(getComputedStyle(document.querySelector('.look-main')!).marginBottom);
      return { gap: more.top - main.bottom - margin, beside: nav.right <= main.left && more.left === main.left };
    });
    expect({ gap: Math.round(gap), beside }, `${width} px`).toEqual({ gap: 0, beside: true });
  }
});

test('the zoom opens full screen and modal, closes with its button and with Escape, and focus comes back', async ({
  page,
}) => {
  await page.goto(lookAddress('look-01'));
  const trigger = mainPicture(page);
  await expect(trigger).toHaveAccessibleName(/^Enlarge: An ivory bouclé jacket/);
  await trigger.click();
  const view = page.getByRole('dialog', { name: /^An ivory bouclé jacket/ });
  await expect(view).toBeVisible();
  const close = view.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // Modal: Tab and Shift+Tab go round the view and the browser's own controls, never to the page behind it.
  const focusInView = () =>
    page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('#zoom-1'));
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInView(), `after ${key}`).toBe(true);
  }
  await close.focus();
  await close.click();
  await expect(view).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('no zoom file is fetched before its view opens; then the full picture, never upscaled', async ({ page }) => {
  await page.goto(lookAddress('look-01'), { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 4000); // the lazy pictures below the fold come in
  await page.waitForLoadState('networkidle');
  const zooms = await zoomFiles(page);
  expect(zooms).toHaveLength(3); // three pictures
  expect((await fetchedPictures(page)).filter((url) => zooms.includes(url))).toEqual([]);
  const pagePicture = await page.locator(`#${lookElementId('look-01')} img`).boundingBox();
  await mainPicture(page).click();
  const full = page.locator('#zoom-1 [role="img"]');
  await expect.poll(async () => (await fetchedPictures(page)).filter((url) => zooms.includes(url)).length).toBe(1);
  const [file] = (await fetchedPictures(page)).filter((url) => zooms.includes(url));
  const { width } = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth };
  }, file!);
  expect(width).toBe(2000);
  const shown = (await full.boundingBox())!;
  expect(shown.width).toBeGreaterThanOrEqual(1.5 * pagePicture!.width);
  expect(shown.width).toBeLessThanOrEqual(2000); // at least one image pixel per CSS pixel
  // The view pans: it scrolls where the picture is larger than the screen.
  const pans = await page
    .locator('#zoom-1')
    .evaluate((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
  expect(pans).toBe(true);
});

test('page zoom is never disabled', async ({ page }) => {
  await page.goto(lookAddress('look-01'));
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
});

// With the zoom closed, the look page is axe's in accessibility.spec.ts.
test('axe finds no violation on a look page with the zoom open', async ({ page }) => {
  await page.goto(lookAddress('look-01'));
  await mainPicture(page).click();
  await expect(page.locator('#zoom-1')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the gallery picture grows into the look page in at most 300 ms; not at all under reduced motion', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      const store = window as unknown as { transition?: { names: string[]; longest: number } | null };
      // Set as the page is revealed, so a read before that (undefined) is told apart from no transition.
      store.transition = transition ? { names: [], longest: 0 } : null;
      transition?.ready.then(() => {
        const animations = document.getAnimations();
        store.transition = {
          names: animations.map((a) => (a.effect as KeyframeEffect).pseudoElement ?? ''),
          longest: Math.max(...animations.map((a) => Number(a.effect!.getComputedTiming().endTime))),
        };
      });
    }),
  );
  const transition = () => page.evaluate(() => (window as unknown as { transition?: unknown }).transition);
  await page.goto('/');
  await page.locator(`a:has(#${lookElementId('look-01')})`).click();
  await expect.poll(() => pathOf(page)).toBe(lookAddress('look-01'));
  await expect.poll(transition).toMatchObject({
    names: expect.arrayContaining([`::view-transition-group(${lookElementId('look-01')})`]),
  });
  expect(((await transition()) as { longest: number }).longest).toBeLessThanOrEqual(300);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.locator(`a:has(#${lookElementId('look-02')})`).click();
  await expect.poll(() => pathOf(page)).toBe(lookAddress('look-02'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houndstooth cape');
  await expect.poll(transition).not.toBeUndefined();
  expect(await transition()).toBeNull();
});

// At 1280×800 the picture fills the screen: there is no outside to tap.
test(
  'on a phone, where the picture is shorter than the screen, a tap outside it closes the view',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(lookAddress('look-01'));
    await mainPicture(page).click();
    const view = page.locator('#zoom-1');
    await expect(view).toBeVisible();
    const box = (await view.boundingBox())!;
    expect(box.y).toBeGreaterThan(20); // the backdrop shows above the picture
    await page.mouse.click(box.x + box.width / 2, box.y / 2);
    await expect(view).toBeHidden();
  },
);
