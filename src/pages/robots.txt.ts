import type { APIRoute } from 'astro';

/** Lets every crawler in and points it at the sitemap, on the site URL from content/site.yaml (Astro.site). */
export const GET: APIRoute = ({ site, url }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? url).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
};
