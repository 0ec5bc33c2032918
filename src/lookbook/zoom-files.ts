import type { PictureAddress } from '../pictures/art-directed.ts';
import { largestOf } from '../pictures/art-directed.ts';
import { slots } from '../pictures/picture-slots.ts';
import { cssUrl } from '../site-model/shown-as-text.ts';

/**
 * A picture's full-resolution file for the zoom view: the whole picture, 2000 pixels wide, in AVIF, which
 * every browser with popovers decodes (Chromium 114, Firefox 125, Safari 17 and later).
 */
export const zoomFile = async (image: PictureAddress) => (await largestOf({ image, slot: slots.lookZoom })).file.src;

/**
 * The zoom views' pictures as CSS backgrounds of the open view only (a modal dialog, or a popover where
 * invoker commands are missing): a browser fetches a background when it draws it, so no engine loads a zoom
 * file before its view opens (WebKit loads a lazy `<img>` hidden in a closed popover).
 */
export const zoomStyle = (views: { id: string; file: string }[]) =>
  views.map(({ id, file }) => `#${id}:is([open],:popover-open)>.zoom-image{background-image:${cssUrl(file)}}`).join('');
