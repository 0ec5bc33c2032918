import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import favicon from '../../public/favicon.svg?raw';

/** PNG icons rendered from public/favicon.svg at build time: the touch icon and the manifest's two sizes. */
export const getStaticPaths = (() => [
  { params: { icon: 'apple-touch-icon' }, props: { size: 180 } },
  { params: { icon: 'icon-192' }, props: { size: 192 } },
  { params: { icon: 'icon-512' }, props: { size: 512 } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await sharp(Buffer.from(favicon), { density: (72 * props.size) / 64 })
    .resize(props.size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
