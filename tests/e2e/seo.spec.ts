import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from '../support/fixtures';

// Titles, descriptions and addresses come from content/, so this test reads it as a copywriter wrote it.
const read = (file: string) => readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8');
const site = parse(read('site.yaml'));
const home = parse(read('home.yaml'));
const front = (file: string) => parse(read(file).split('---')[1]!);
const legal = front('pages/legal.mdx');
const privacy = front('pages/privacy.mdx');

const looks = parse(read('looks.yaml')) as { id: string; title: string; description: string }[];

const pages = [
  { path: '/', title: home.title, description: site.description },
  { path: '/privacy', title: privacy.title, description: privacy.description },
  { path: '/legal', title: legal.title, description: legal.description },
  { path: '/coming-soon', title: `${site.comingSoon.title} — ${site.name}`, description: site.comingSoon.text },
  ...looks.map((look) => ({
    path: `/looks/${look.id}`,
    title: `${look.title} — ${site.name}`,
    description: look.description,
  })),
];

test.describe('search and sharing', () => {
  test.skip(({ isMobile }) => isMobile, 'head tags do not depend on the viewport');

  for (const { path, title, description } of pages) {
    // A look's sharing card is that look, whole, in its own 4:5 shape; the other pages share the hero's 1200×630.
    const card = path.startsWith('/looks/') ? [1200, 1500] : [1200, 630];
    test(`${path}: title, description, canonical, Open Graph, Twitter card and Organization JSON-LD`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
      await expect(page).toHaveTitle(title);
      expect(await meta('meta[name="description"]')).toBe(description);
      const canonical = new URL(path, site.url).href;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = new URL((await meta('meta[property="og:image"]'))!);
      expect(image.origin).toBe(new URL(site.url).origin);
      expect(await meta('meta[name="twitter:image"]')).toBe(image.href);
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, image.pathname);
      expect(size).toEqual(card);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: site.name });
      expect((await request.get(new URL(ld.logo).pathname)).ok()).toBe(true);
    });
  }

  test('the 404 page asks not to be indexed and has no canonical address', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test('robots.txt points to the sitemap, which lists every page but the 404', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemap = new URL(index.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname;
    const urls = [...(await (await request.get(sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English and French (issue 22), the French home as its folder.
    const addresses = pages.flatMap((p) => [p.path, p.path === '/' ? '/fr/' : `/fr${p.path}`]);
    expect(urls.sort()).toEqual(addresses.map((path) => new URL(path, site.url).href).sort());
  });

  test('a favicon set and a web manifest with the label’s name and icons', async ({ page, request }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    // The favicon is inlined: a 32 px PNG that the page's CSP lets show, and nothing is fetched for it.
    const favicon = (await page.locator('head link[rel="icon"]').getAttribute('href'))!;
    expect(favicon.startsWith('data:image/png;base64,')).toBe(true);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, favicon);
    expect(size).toEqual([32, 32]);
    expect(requested.filter((path) => path.includes('favicon'))).toEqual([]);
    for (const [rel, type] of [
      ['apple-touch-icon', 'image/png'],
      ['manifest', ''],
    ]) {
      const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
      const response = await request.get(href!);
      expect(response.ok(), href!).toBe(true);
      if (type) expect(response.headers()['content-type']).toContain(type);
    }
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: site.name, start_url: '/' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
