import { readdirSync } from 'node:fs';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { contentPicture } from './picture-files.ts';
import { pictureExtensions, picturesAddress, picturesDir } from '../site-model/content-folder.ts';
import { minimumSize, type Slot } from '../pictures/picture-slots.ts';
import { editorHints } from './editor-hints.ts';

/** Pixel size of a picture, or undefined when sharp cannot read it. */
const pixelSize = (file: string) =>
  sharp(file)
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    .catch(() => undefined);

/** The pictures in content/images/ when the schemas load: offered by editors as the values to pick from. */
const pictureFiles = readdirSync(picturesDir)
  .filter((name) => pictureExtensions.some((extension) => name.toLowerCase().endsWith(`.${extension}`)))
  .map((name) => picturesAddress + name);

/**
 * A picture of content/images/, written `/content/images/…` in every language: only such a file reaches the
 * build's image pipeline (src/content-loading/content-pictures.ts), and only when it is large enough for the
 * biggest file its slot is cut into (src/pictures/picture-slots.ts).
 */
export const picture = (image: SchemaContext['image'], slot: Slot, description: string) =>
  z
    .string()
    .superRefine(async (path, context) => {
      const found = contentPicture(path);
      if ('message' in found) return context.addIssue({ code: 'custom', message: found.message });
      const size = await pixelSize(found.file);
      const need = minimumSize(slot);
      if (!size) context.addIssue({ code: 'custom', message: `${path} is not a JPEG, PNG, WebP or AVIF picture` });
      else if (size.width < need.width || size.height < need.height)
        context.addIssue({
          code: 'custom',
          message: `${path} is ${size.width}×${size.height} pixels; this picture needs at least ${need.width}×${need.height}`,
        });
    })
    // Reached only by a picture found above: nothing else content names is ever imported.
    .pipe(image() as unknown as z.ZodType<ImageMetadata, string>)
    .meta({ description, enum: pictureFiles })
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
