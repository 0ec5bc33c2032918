import { existsSync } from 'node:fs';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { withFileErrors } from './utils/content-errors';
import { minimumSize, slots, type Slot } from './utils/picture-slots';

const text = z.string().trim().min(1);
const contentDir = new URL('../content/', import.meta.url);

/** Pixel size of a picture in content/, or undefined when the file is not a picture sharp can read. */
const pixelSize = (path: string) =>
  sharp(new URL(path, contentDir).pathname)
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    .catch(() => undefined);

/**
 * An image path relative to content/, checked here so that a typo names its file and field, and large
 * enough for the biggest file its slot is cut into (src/utils/picture-slots.ts).
 */
const picture = (image: SchemaContext['image'], slot: Slot) =>
  z
    .string()
    .refine((path) => existsSync(new URL(path, contentDir)), { message: 'no such image file in content/', abort: true })
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
    .pipe(image() as unknown as z.ZodType<ImageMetadata, string>);

/** Which part of the dialog picture its cuts keep: a side or corner, or `attention` for the busiest part. */
const focus = z
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

/** One YAML file at the top of content/, read as a single entry named after the file. */
const single = (name: string) => withFileErrors(glob({ base: './content', pattern: `${name}.yaml` }));

export const siteSchema = z.strictObject({
  name: text,
  url: z.url(),
  description: text,
  externalUrl: z.url(),
  externalLabel: text,
  privacyEmail: z.email(),
  contactEmail: z.email(),
  copyright: text,
  skipLink: text,
  homeLabel: text,
  navLabel: text,
  nav: z.array(text).min(1),
  icons: z.strictObject({ search: text, account: text, wishlist: text, bag: text }),
  footer: z.strictObject({ contact: text, legal: text, privacy: text }),
  comingSoon: z.strictObject({ title: text, text: text }),
  policy: z.strictObject({ updated: text }),
  notFound: z.strictObject({ title: text, text: text, home: text }),
  llms: z.strictObject({ summary: text, about: text, contact: text, home: text, comingSoon: text }),
});

export const policySchema = z.strictObject({
  title: text,
  description: text,
  updated: z.coerce.date(),
});

const site = defineCollection({ loader: single('site'), schema: siteSchema });

const home = defineCollection({
  loader: single('home'),
  schema: ({ image }) =>
    z.strictObject({
      title: text,
      hero: z.strictObject({
        eyebrow: text,
        title: text,
        image: picture(image, slots.heroWide),
        portraitImage: picture(image, slots.heroPortrait),
        alt: text,
      }),
      gallery: z.strictObject({ title: text }),
    }),
});

const looks = defineCollection({
  loader: withFileErrors(file('./content/looks.yaml')),
  schema: ({ image }) => z.strictObject({ id: text, title: text, image: picture(image, slots.look), alt: text }),
});

const pages = defineCollection({
  loader: withFileErrors(glob({ base: './content/pages', pattern: '*.mdx' })),
  schema: policySchema,
});

export const contactSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: text,
    text: text,
    image: picture(image, slots.dialog),
    focus,
    alt: text,
    close: text,
    labels: z.strictObject({ name: text, phone: text, message: text }),
    cancel: text,
    send: text,
    sending: text,
    deliveryFailed: text,
    errors: z.strictObject({ nameRequired: text, phoneRequired: text, phoneInvalid: text, messageRequired: text }),
    crash: text,
    agent: z.strictObject({
      description: text,
      fields: z.strictObject({ name: text, phone: text, message: text }),
    }),
  });

const contact = defineCollection({ loader: single('contact'), schema: contactSchema });

export const collections = { site, home, looks, pages, contact };
