import type { APIRoute } from 'astro';
import { getSite } from '../content-loading/content.ts';

/** The web app manifest: the label's name and icons, so a saved shortcut looks like the house. */
export const GET: APIRoute = async () => {
  const site = await getSite();
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b0b0b',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
