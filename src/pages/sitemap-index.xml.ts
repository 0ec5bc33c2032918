import type { APIRoute } from 'astro';
import { sitemapIndex } from '../sharing/sitemap.ts';

/** The sitemap index robots.txt names, on the site URL from content/site.yaml (Astro.site). */
export const GET: APIRoute = ({ site, url }) =>
  new Response(sitemapIndex(site ?? url), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
