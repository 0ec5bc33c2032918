import type { APIRoute, GetStaticPaths } from 'astro';
import { renderIcon } from '../sharing/icons.ts';

/**
 * PNG icons rendered from public/favicon.svg at build time: the tab icon (16 colours, about 350 bytes, fetched
 * once rather than inlined in every page), the touch icon and the manifest's two sizes.
 */
export const getStaticPaths = (() => [
  { params: { icon: 'icon-32' }, props: { size: 32, options: { palette: true, colours: 16, compressionLevel: 9 } } },
  { params: { icon: 'apple-touch-icon' }, props: { size: 180 } },
  { params: { icon: 'icon-192' }, props: { size: 192 } },
  { params: { icon: 'icon-512' }, props: { size: 512 } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderIcon(props.size, props.options)), {
    headers: { 'Content-Type': 'image/png' },
  });
