import type { APIRoute } from 'astro';
import { getRoutes } from '../content-loading/content.ts';
import { sitemap } from '../sharing/sitemap.ts';

/** Every indexed page in every language, from the table of addresses (src/routes/). */
export const GET: APIRoute = async ({ site, url }) =>
  new Response(sitemap(await getRoutes(), site ?? url), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
