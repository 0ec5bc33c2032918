import { getImage } from 'astro:assets';
import { original } from '../originals/original.ts';
import { builtCut } from './cuts.ts';
import { sharingCard, type Crop, type Slot } from './picture-slots.ts';

/** One `<source>` of a `<picture>`: a cut in one format, for the screens its media query names. */
export interface PictureSource {
  media?: string;
  type: string;
  srcset: string;
  sizes: string;
}

/** Everything a `<picture>` needs, cut at build time: its sources, then the `<img>` fallback. */
export interface ArtDirected {
  sources: PictureSource[];
  img: { src: string; width: number; height: number };
}

/** A picture address content names (checked by its schema, src/schemas/picture.ts). */
export type PictureAddress = string;

/** A source picture in its slot; `position` (CSS object-position or sharp's `attention`) picks what a cut keeps. */
export interface SlotPicture {
  image: PictureAddress;
  slot: Slot;
  position?: string;
}

/** One file to cut: `width` pixels at `aspect`, in one format; `effort` is the AVIF encoder's (picture-slots.ts). */
interface FileCut {
  width: number;
  aspect: number;
  format: 'avif' | 'webp' | 'jpg';
  quality: number;
  effort?: number | undefined;
}

type CutFile = { src: string; width: number; height: number };
// A build asks for the same file on many pages (a look on its page, its season's, the home page, in each
// language): each is worked out once. The preview asks again, as pictures change under it.
const cutsMade = new Map<string, Promise<CutFile>>();

/** One file of a picture; its version, `chroma` and `effort` are hashed into its name (src/pictures/image-service.ts). */
export function cutFile(image: PictureAddress, position: string | undefined, cut: FileCut): Promise<CutFile> {
  if (import.meta.env.DEV) return makeCut(image, position, cut);
  const key = JSON.stringify([image, position, cut.width, cut.aspect, cut.format, cut.quality, cut.effort]);
  let made = cutsMade.get(key);
  if (!made) cutsMade.set(key, (made = makeCut(image, position, cut)));
  return made;
}

async function makeCut(image: PictureAddress, position: string | undefined, cut: FileCut): Promise<CutFile> {
  const { width, aspect, format, quality, effort } = cut;
  const found = await original(image);
  const { src, version } = found;
  const height = Math.round(width / aspect);
  const transform = {
    // The originals server's address of this version: read only when the cut is not kept (src/originals/).
    src,
    version,
    width,
    height,
    fit: 'cover' as const,
    position: position ?? 'center',
    format,
    quality,
    // AVIF's colour at half resolution, as JPEG's and WebP's: the same bytes, less encoding.
    ...(format === 'avif' ? { chroma: '4:2:0', ...(effort !== undefined && { effort }) } : {}),
  };
  // The preview cuts on request, through Astro's image endpoint; a build makes and links its own (cuts.ts).
  if (import.meta.env.DEV) {
    const file = await getImage(transform);
    return { src: file.src, width: Number(file.attributes.width), height: Number(file.attributes.height) };
  }
  return { src: await builtCut(found, transform), width, height };
}

/** A slot's file of a picture at one of its crop's widths. */
export const slotFile = ({ image, slot, position }: SlotPicture, crop: Crop, width: number, format: 'avif' | 'webp') =>
  cutFile(image, position, {
    width,
    aspect: crop.aspect,
    format,
    quality: slot.quality[format],
    effort: format === 'avif' ? slot.avifEffort : undefined,
  });

/** A picture's largest AVIF file in a slot of one cut: the zoom view's. */
export async function largestOf(picture: SlotPicture) {
  const crop = picture.slot.crops[0]!;
  const width = crop.widths.at(-1)!;
  return { width, file: await slotFile(picture, crop, width, 'avif') };
}

/** A page's sharing card: its picture cut to 1200×1500 (a look) or 1200×630, in JPEG. */
export function sharingCardFile(image: PictureAddress, tall: boolean) {
  const { width, height } = tall ? sharingCard.tall : sharingCard.wide;
  return cutFile(image, undefined, { width, aspect: width / height, format: 'jpg', quality: sharingCard.quality });
}

/** The `<img>` of a picture's last cut: its slot's fallback, else a middle-sized WebP. */
function fallbackOf(slot: Slot, crop: Crop) {
  const middle = crop.widths[Math.floor((crop.widths.length - 1) / 2)]!;
  return slot.fallback ?? { width: middle, format: 'webp' as const, quality: slot.quality.webp };
}

/**
 * Astro's `<Picture>` writes no per-media sources, so each cut is made with `getImage()`: one `<source>`
 * per cut and format, in the order given. The last picture's last cut has no media query: its AVIF is a
 * `<source>`, and one file of it the `<img>` for browsers without AVIF (none that has popovers or view
 * transitions), which spares every page a second srcset.
 */
export async function artDirected(pictures: SlotPicture[]): Promise<ArtDirected> {
  const cuts = pictures.flatMap((picture) => picture.slot.crops.map((crop) => ({ picture, crop })));
  const last = cuts.at(-1)!;
  const fallback = fallbackOf(last.picture.slot, last.crop);
  const img = await cutFile(last.picture.image, last.picture.position, { ...fallback, aspect: last.crop.aspect });
  const sources = await Promise.all(
    cuts.flatMap(({ picture, crop }, index) =>
      (index === cuts.length - 1 ? (['avif'] as const) : (['avif', 'webp'] as const)).map(async (format) => {
        const files = crop.widths.map(async (width) => ({
          width,
          file:
            index === cuts.length - 1 && width === fallback.width ? img : await slotFile(picture, crop, width, format),
        }));
        const { endsWith } = picture.slot;
        if (endsWith && format === 'avif') files.push(largestOf({ ...picture, slot: endsWith }));
        return {
          ...(crop.media ? { media: crop.media } : {}),
          type: `image/${format}`,
          srcset: (await Promise.all(files)).map(({ width, file }) => `${file.src} ${width}w`).join(', '),
          sizes: crop.sizes,
        };
      }),
    ),
  );
  return { sources, img };
}

/** A picture's most common colour, as a CSS hex colour: the placeholder while a cut loads (src/originals/). */
export const placeholderFor = async (image: PictureAddress) => (await original(image)).colour;
