import sharp from 'sharp';

const cache = new Map<string, Promise<string>>();

/** The most common colour of an image file, as a CSS hex colour: the placeholder while it loads. */
export function dominantColour(fsPath: string): Promise<string> {
  let colour = cache.get(fsPath);
  if (!colour) {
    colour = sharp(fsPath)
      .stats()
      .then(({ dominant: { r, g, b } }) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    cache.set(fsPath, colour);
  }
  return colour;
}

/** Astro keeps the source path of a content image on a non-enumerable `fsPath`. */
export const placeholderFor = async (image: object, fallback = '#f5f1e8') => {
  const fsPath = (image as { fsPath?: string }).fsPath;
  return fsPath ? dominantColour(fsPath) : fallback;
};
