import { existsSync, readFileSync, statSync } from 'node:fs';
import { JSDOM } from 'jsdom';

/** The dist/ file a site-relative URL path is served from (`/privacy` → privacy.html, `/` → index.html). */
export function fileFor(dist: URL, path: string): URL | undefined {
  const clean = decodeURIComponent(path).replace(/^\//, '');
  for (const candidate of [clean, `${clean}.html`, `${clean}index.html`, `${clean}/index.html`]) {
    if (!candidate) continue;
    const file = new URL(candidate, dist);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Every internal reference in one built page: links, images, srcset entries, scripts, islands, anchors. */
export function references(html: string, origin: string): string[] {
  const { document } = new JSDOM(html).window;
  const urls: string[] = [];
  const attr = (selector: string, name: string) =>
    document.querySelectorAll(selector).forEach((el) => urls.push(el.getAttribute(name)!));
  attr('a[href]', 'href');
  attr('link[href]', 'href');
  attr('img[src]', 'src');
  attr('script[src]', 'src');
  attr('astro-island[component-url]', 'component-url');
  attr('astro-island[renderer-url]', 'renderer-url');
  attr('meta[property="og:image"]', 'content');
  attr('meta[name="twitter:image"]', 'content');
  document.querySelectorAll('[srcset]').forEach((el) =>
    el
      .getAttribute('srcset')!
      .split(',')
      .forEach((entry) => urls.push(entry.trim().split(/\s+/)[0]!)),
  );
  return urls.filter((url) => url.startsWith('/') || url.startsWith('#') || url.startsWith(origin));
}

/** Lists what does not resolve: a missing file, or a #fragment with no matching id on its page. */
export function brokenReferences(dist: URL, page: string, origin: string): string[] {
  const broken: string[] = [];
  for (const reference of references(readFileSync(new URL(page, dist), 'utf8'), origin)) {
    const url = new URL(reference, `${origin}/${page.replace(/(index)?\.html$/, '')}`);
    const file = fileFor(dist, url.pathname);
    if (!file) {
      broken.push(`${page}: ${reference} (no such file)`);
      continue;
    }
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && file.pathname.endsWith('.html')) {
      const target = new JSDOM(readFileSync(file, 'utf8')).window.document;
      if (!target.getElementById(id)) broken.push(`${page}: ${reference} (no element with id "${id}")`);
    }
  }
  return broken;
}
