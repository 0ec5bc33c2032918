import sharp, { type PngOptions } from 'sharp';
import favicon from '../../public/favicon.svg?raw';

/** public/favicon.svg (drawn on a 64-unit grid) rendered at build time as a square PNG of `size` pixels. */
export function renderIcon(size: number, options: PngOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(favicon), { density: (72 * size) / 64 })
    .resize(size)
    .png(options)
    .toBuffer();
}

let favicon32: Promise<string> | undefined;

/**
 * The tab icon, inlined in every page as a 32 px PNG of 16 colours (about 350 bytes): a separate favicon
 * request comes late and costs a slow phone a round trip, and an SVG icon would be parsed as a whole
 * document on the page's main thread.
 */
export function faviconDataUri(): Promise<string> {
  // Rendered once per build, not once per page.
  favicon32 ??= renderIcon(32, { palette: true, colours: 16, compressionLevel: 9 }).then(
    (png) => `data:image/png;base64,${png.toString('base64')}`,
  );
  return favicon32;
}
