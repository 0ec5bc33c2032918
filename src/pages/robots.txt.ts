import type { APIRoute } from 'astro';
import { getSite } from '../utils/content';

/** Lets every crawler in and points it at the sitemap, on the site URL from content/site.yaml. */
export const GET: APIRoute = async () => {
  const site = await getSite();
  const sitemap = new URL('/sitemap-index.xml', site.url).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
};
