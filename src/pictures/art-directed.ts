import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { Crop, Slot } from './picture-slots';

/** One `<source>` of a `<picture>`: a cut in one format, for the screens its media query names. */
export interface PictureSource {
  media?: string;
  type: string;
  srcset: string;
  sizes: string;
}

/** Everything a `<picture>` needs, cut at build time: its sources, then the `<img>` fallback (WebP). */
export interface ArtDirected {
  sources: PictureSource[];
  img: { src: string; width: number; height: number };
}

/** A source picture in its slot; `position` (CSS object-position or sharp's `attention`) picks what a cut keeps. */
export interface SlotPicture {
  image: ImageMetadata;
  slot: Slot;
  position?: string;
}

const formats = ['avif', 'webp'] as const;

/** One cut of a picture in one format, at each of the cut's widths. */
export async function cut({ image, slot, position }: SlotPicture, crop: Crop, format: (typeof formats)[number]) {
  const files = await Promise.all(
    crop.widths.map((width) =>
      getImage({
        src: image,
        width,
        height: Math.round(width / crop.aspect),
        fit: 'cover',
        position: position ?? 'center',
        format,
        quality: slot.quality[format],
        ...(format === 'avif' && slot.avifEffort !== undefined ? { effort: slot.avifEffort } : {}),
      }),
    ),
  );
  const srcset = files.map((file, index) => `${file.src} ${crop.widths[index]}w`).join(', ');
  const largest = files.at(-1)!;
  return {
    srcset,
    src: largest.src,
    width: Number(largest.attributes.width),
    height: Number(largest.attributes.height),
  };
}

/**
 * Astro's `<Picture>` writes no per-media sources, so each cut is made with `getImage()`: one `<source>`
 * per cut and format, in the order given. The last picture's last cut has no media query and is the
 * fallback: its AVIF is a `<source>`, its WebP the `<img>`.
 */
export async function artDirected(pictures: SlotPicture[]): Promise<ArtDirected> {
  const cuts = pictures.flatMap((picture) => picture.slot.crops.map((crop) => ({ picture, crop })));
  // The fallback's WebP needs no <source>: the <img> carries it (fewer bytes in every page).
  const sources = await Promise.all(
    cuts.flatMap(({ picture, crop }, index) =>
      (index === cuts.length - 1 ? (['avif'] as const) : formats).map(async (format) => ({
        ...(crop.media ? { media: crop.media } : {}),
        type: `image/${format}`,
        srcset: (await cut(picture, crop, format)).srcset,
        sizes: crop.sizes,
      })),
    ),
  );
  // Only a browser without AVIF (none that has popovers or view transitions) falls back to the <img>: one
  // middle-sized WebP serves it, and spares every page a second srcset (bytes that can cost a round trip).
  const last = cuts.at(-1)!;
  const middle = last.crop.widths[Math.floor((last.crop.widths.length - 1) / 2)]!;
  const fallback = await cut(last.picture, { ...last.crop, widths: [middle] }, 'webp');
  return { sources, img: { src: fallback.src, width: fallback.width, height: fallback.height } };
}
