import { expect, test } from '../support/fixtures';
import { HERO_TITLE, NAV } from '../support/spec-texts';
import { routes } from '../support/routes';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.name} is complete`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response!.status()).toBe(route.status);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const images = page.locator('main img');
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      }
    });
  }

  test('home shows hero, looks and every category link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await expect(page.locator('main figure')).toHaveCount(3);
    await expect(page.getByRole('navigation').getByRole('link')).toHaveText(NAV);
  });

  test('the footer offers an e-mail link where the Contact button would be', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Contact' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:contact@maison-verane.com',
    );
  });
});

test("pages ship no script of their own but the islands' bootstrap, the tooltips' skip delay and the 404 logger", async ({
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    // Executable scripts only: the JSON-LD block and the speculation rules are data.
    const all = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(all.filter((s) => s.startsWith('<script type="speculationrules">')).length, route.path).toBe(1);
    const scripts = all.filter((s) => !/type="(application\/ld\+json|speculationrules)"/.test(s));
    for (const script of scripts) expect(script, route.path).not.toMatch(/<script[^>]*\ssrc=/);
    // Astro's island runtime, and the registration of our client:intent directive, are expected.
    const own = scripts.filter((s) => !s.includes('astro-island') && !s.includes('(self.Astro={})).intent='));
    expect(own, route.path).toEqual(
      route.status === 404
        ? [expect.stringContaining('console.error')]
        : route.chrome
          ? [expect.stringMatching(/^<script type="module">.{0,400}data-warm.{0,200}<\/script>$/s)]
          : [],
    );
    const islands = html.match(/<astro-island\b/g) ?? [];
    expect(islands.length, route.path).toBe(route.chrome ? 2 : 0);
  }
});
