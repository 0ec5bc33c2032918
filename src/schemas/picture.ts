import { existsSync, readdirSync } from 'node:fs';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { minimumSize, type Slot } from '../pictures/picture-slots';
import { editorHints } from './editor-hints';

const contentDir = new URL('../../content/', import.meta.url);

/**
 * A picture path as content writes it, the same in every language: `/content/images/…`, from the
 * project's root (Vite resolves it there). Paths relative to the file (`./images/…`) still resolve.
 */
const inContent = (path: string) =>
  path.startsWith('/') ? new URL(`..${path}`, contentDir) : new URL(path.replace(/^\.\.\//, './'), contentDir);

/** Pixel size of a picture in content/, or undefined when the file is not a picture sharp can read. */
const pixelSize = (path: string) =>
  sharp(inContent(path).pathname)
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    .catch(() => undefined);

/** The pictures in content/images/ when the schemas load: offered by editors as the values to pick from. */
const pictureFiles = readdirSync(new URL('images/', contentDir))
  .filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name))
  .map((name) => `/content/images/${name}`);

/**
 * An image path relative to content/, checked here so that a typo names its file and field, and large
 * enough for the biggest file its slot is cut into (src/pictures/picture-slots.ts).
 */
export const picture = (image: SchemaContext['image'], slot: Slot, description: string) =>
  z
    .string()
    .refine((path) => existsSync(inContent(path)), { message: 'no such image file in content/', abort: true })
    .superRefine(async (path, context) => {
      const size = await pixelSize(path);
      const need = minimumSize(slot);
      if (!size) context.addIssue({ code: 'custom', message: `${path} is not a JPEG, PNG, WebP or AVIF picture` });
      else if (size.width < need.width || size.height < need.height)
        context.addIssue({
          code: 'custom',
          message: `${path} is ${size.width}×${size.height} pixels; this picture needs at least ${need.width}×${need.height}`,
        });
    })
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
