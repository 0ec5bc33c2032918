import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import sharp from 'sharp';
import { kept } from '../build-cache.ts';

const cache = new Map<string, Promise<string>>();
// Kept where the hosts keep Astro's cut pictures (its cacheDir): a picture's colour is read once.
const stored = join(process.cwd(), 'node_modules/.astro/dominant-colours');
/** The size (px) of the copy whose colours are counted. */
const seen = 256;

/** The most common colour of a picture's pixels (sharp's `stats` of a small copy), as a CSS hex colour. */
async function readColour(fsPath: string, key: string) {
  const colour = await kept(stored, `${key}-${seen}.txt`, async () => {
    // stats() reads the whole file; a small copy, decoded at a fraction of its size, reads the same colours.
    const bytes = readFileSync(fsPath);
    const small = await sharp(bytes).resize(seen, seen, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = small.info;
    const { dominant } = await sharp(small.data, { raw: { width, height, channels } }).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  return colour.toString('utf8');
}

/**
 * What names a picture's bytes: in a build, the name Vite gave its file (`look-01.DK3GeJbH.jpg`, a hash of
 * its bytes), so a warm build reads no picture; elsewhere, a hash of the bytes themselves.
 */
export function colourKey(src: string, fsPath: string) {
  const built = /^\/_astro\/([\w.-]+\.[\w-]{8}\.\w+)$/.exec(src);
  return built ? built[1]! : createHash('sha256').update(readFileSync(fsPath)).digest('hex');
}

/** The most common colour of a picture, as a CSS hex colour: the placeholder while it loads. */
export function dominantColour(image: ImageMetadata, fsPath: string): Promise<string> {
  let colour = cache.get(fsPath);
  if (!colour) {
    // Astro keeps in dist/ the original of a content picture whose fields are read; its `clone` is not counted.
    const { src } = (image as { clone?: ImageMetadata }).clone ?? image;
    colour = readColour(fsPath, colourKey(src, fsPath));
    cache.set(fsPath, colour);
  }
  return colour;
}

/** Astro keeps the source path of a content image on a non-enumerable `fsPath`. */
export const placeholderFor = async (image: ImageMetadata, fallback = '#f5f1e8') => {
  const fsPath = (image as { fsPath?: string }).fsPath;
  return fsPath ? dominantColour(image, fsPath) : fallback;
};
