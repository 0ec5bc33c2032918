import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { kept } from '../build-cache';

const cache = new Map<string, Promise<string>>();
// Kept where the hosts keep Astro's cut pictures (its cacheDir): a picture's colour is read once.
const stored = join(process.cwd(), 'node_modules/.astro/dominant-colours');
/** The size (px) of the copy whose colours are counted. */
const seen = 256;

/** The most common colour of an image file's pixels (sharp's `stats` of a small copy), as a CSS hex colour. */
async function readColour(fsPath: string) {
  const bytes = readFileSync(fsPath);
  const colour = await kept(stored, `${createHash('sha256').update(bytes).digest('hex')}-${seen}.txt`, async () => {
    // stats() reads the whole file; a small copy, decoded at a fraction of its size, reads the same colours.
    const small = await sharp(bytes).resize(seen, seen, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = small.info;
    const { dominant } = await sharp(small.data, { raw: { width, height, channels } }).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  return colour.toString('utf8');
}

/** The most common colour of an image file, as a CSS hex colour: the placeholder while it loads. */
export function dominantColour(fsPath: string): Promise<string> {
  let colour = cache.get(fsPath);
  if (!colour) {
    colour = readColour(fsPath);
    cache.set(fsPath, colour);
  }
  return colour;
}

/** Astro keeps the source path of a content image on a non-enumerable `fsPath`. */
export const placeholderFor = async (image: object, fallback = '#f5f1e8') => {
  const fsPath = (image as { fsPath?: string }).fsPath;
  return fsPath ? dominantColour(fsPath) : fallback;
};
