import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { slots } from '../utils/picture-slots';

/**
 * A picture's full-resolution file for the zoom view: the whole picture, 2000 pixels wide, in AVIF, which
 * every browser with popovers decodes (Chromium 114, Firefox 125, Safari 17 and later).
 */
export async function zoomFile(image: ImageMetadata) {
  const [crop] = slots.lookZoom.crops;
  const file = await getImage({
    src: image,
    width: crop.widths[0]!,
    height: Math.round(crop.widths[0]! / crop.aspect),
    fit: 'cover',
    format: 'avif',
    quality: slots.lookZoom.quality.avif,
  });
  return file.src;
}

/**
 * The zoom views' pictures as CSS backgrounds of the open popover only: a browser fetches a background when
 * it draws it, so no engine loads a zoom file before its view opens (WebKit loads a lazy `<img>` hidden in a
 * closed popover).
 */
export const zoomStyle = (views: { id: string; file: string }[]) =>
  views.map(({ id, file }) => `#${id}:popover-open>.zoom-image{background-image:url(${file})}`).join('');
