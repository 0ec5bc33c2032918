import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { slots } from '../utils/picture-slots';

/** A picture's full-resolution files for the zoom view: the whole picture, 2000 pixels wide, AVIF and WebP. */
export async function zoomFiles(image: ImageMetadata) {
  const [crop] = slots.lookZoom.crops;
  const [avif, webp] = await Promise.all(
    (['avif', 'webp'] as const).map((format) =>
      getImage({
        src: image,
        width: crop.widths[0]!,
        height: Math.round(crop.widths[0]! / crop.aspect),
        fit: 'cover',
        format,
        quality: slots.lookZoom.quality[format],
      }),
    ),
  );
  return { avif: avif!.src, webp: webp!.src };
}

/**
 * The zoom views' pictures as CSS backgrounds of the open popover only: a browser fetches a background when
 * it draws it, so no engine loads a zoom file before its view opens (WebKit loads a lazy `<img>` hidden in a
 * closed popover).
 */
export const zoomStyle = (views: { id: string; avif: string; webp: string }[]) =>
  views
    .map(
      ({ id, avif, webp }) =>
        `#${id}:popover-open>.zoom-image{background-image:image-set(url(${avif}) type("image/avif"),url(${webp}) type("image/webp"))}`,
    )
    .join('');
