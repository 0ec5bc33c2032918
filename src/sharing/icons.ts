import sharp, { type PngOptions } from 'sharp';
import favicon from '../../public/favicon.svg?raw';

/** public/favicon.svg (drawn on a 64-unit grid) rendered at build time as a square PNG of `size` pixels. */
export function renderIcon(size: number, options: PngOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(favicon), { density: (72 * size) / 64 })
    .resize(size)
    .png(options)
    .toBuffer();
}
