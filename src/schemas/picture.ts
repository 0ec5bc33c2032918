import { promises, readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { pictureExtensions, picturesAddress, picturesDir } from '../site-model/content-folder.ts';
import { download } from '../originals/download.ts';
import { sizeOf } from '../originals/originals.ts';
import { pictureSource, type PictureSource } from '../originals/picture-source.ts';
import { bucketOf } from '../site-model/picture-store.ts';
import { minimumSize, type Slot } from '../pictures/picture-slots.ts';
import { visible } from '../site-model/shown-as-text.ts';
import { editorHints } from './editor-hints.ts';

/** The pictures in content/images/ when the schemas load: offered by editors as the values to pick from. */
const pictureFiles = readdirSync(picturesDir)
  .filter((name) => pictureExtensions.some((extension) => name.toLowerCase().endsWith(`.${extension}`)))
  .map((name) => picturesAddress + name);

/** The first bytes of an original: a range request to the bucket, where it takes one. */
const headLength = 262_144;
// Every language's file names the same picture: a bucket's head is asked once for all of them, and asked
// again a little later, when a preview reads a file anew.
const heads = new Map<string, Promise<Uint8Array>>();
function bucketHead(url: URL) {
  let head = heads.get(url.href);
  if (!head) {
    head = download(url, { head: headLength }).then(({ bytes }) => bytes);
    heads.set(url.href, head);
    const forget = () => setTimeout(() => heads.delete(url.href), 30_000).unref();
    head.then(forget, forget);
  }
  return head;
}
async function headOf(source: PictureSource): Promise<Uint8Array> {
  if (source.kind === 'bucket') return bucketHead(source.url);
  const handle = await promises.open(source.file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(headLength), 0, headLength, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A picture's address, the same in every language: a file of content/images/ (`/content/images/…`), or an
 * object under PICTURES_URL when the house keeps its originals in a bucket (src/originals/). Only such an
 * original is ever read, and only when it is large enough for the biggest file its slot is cut into
 * (src/pictures/picture-slots.ts), read from its first bytes.
 */
export const picture = (slot: Slot, description: string) =>
  z
    .string()
    .superRefine(async (address, context) => {
      const source = pictureSource(address, bucketOf());
      if ('message' in source) return context.addIssue({ code: 'custom', message: source.message });
      const shown = visible(address);
      try {
        const size = await sizeOf(await headOf(source), shown);
        const need = minimumSize(slot);
        if (size.width < need.width || size.height < need.height)
          context.addIssue({
            code: 'custom',
            message: `${shown} is ${size.width}×${size.height} pixels; this picture needs at least ${need.width}×${need.height}`,
          });
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    // The files to pick from, for editors that read the schema; with a bucket, its addresses are as good.
    .meta({ description, ...(!bucketOf() && { enum: pictureFiles }) })
    .register(editorHints, { picture: true, shared: true });

/** Which part of the dialog picture its cuts keep: a side or corner, or `attention` for the busiest part. */
export const focus = z
  .enum([
    'center',
    'top',
    'bottom',
    'left',
    'right',
    'left top',
    'right top',
    'left bottom',
    'right bottom',
    'attention',
  ])
  .default('center');
