import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { kept } from '../build-cache';

const cache = new Map<string, Promise<string>>();
// Kept where the hosts keep Astro's cut pictures (its cacheDir): a picture's colour is read once.
const stored = join(process.cwd(), 'node_modules/.astro/dominant-colours');

/** The most common colour of an image file's pixels (sharp's `stats`), kept under `key`, as a CSS hex colour. */
async function readColour(fsPath: string, key?: string) {
  const bytes = () => readFileSync(fsPath);
  const name = key ?? createHash('sha256').update(bytes()).digest('hex');
  const colour = await kept(stored, `${name}.txt`, async () => {
    const { dominant } = await sharp(bytes()).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  return colour.toString('utf8');
}

/** The most common colour of an image file, as a CSS hex colour: the placeholder while it loads. */
export function dominantColour(fsPath: string, key?: string): Promise<string> {
  let colour = cache.get(fsPath);
  if (!colour) {
    colour = readColour(fsPath, key);
    cache.set(fsPath, colour);
  }
  return colour;
}

/**
 * Astro keeps the source path of a content image on a non-enumerable `fsPath`. A build names each source
 * by its bytes (`/_astro/look-01.DK3GeJbH.jpg`): that name keys its colour, and the file is not read again.
 */
export const placeholderFor = async (image: { src?: string }, fallback = '#f5f1e8') => {
  const fsPath = (image as { fsPath?: string }).fsPath;
  const built = /^\/_astro\/([\w.-]+\.[\w-]{8})\.\w+$/.exec(image.src ?? '')?.[1];
  return fsPath ? dominantColour(fsPath, built) : fallback;
};
