import { existsSync } from 'node:fs';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { withFileErrors } from './utils/content-errors';

const text = z.string().trim().min(1);
const contentDir = new URL('../content/', import.meta.url);

/** An image path relative to content/, checked here so that a typo names its file and field. */
const picture = (image: SchemaContext['image']) =>
  z
    .string()
    .refine((path) => existsSync(new URL(path, contentDir)), { message: 'no such image file in content/' })
    .pipe(image() as unknown as z.ZodType<ImageMetadata, string>);

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
      hero: z.strictObject({ eyebrow: text, title: text, image: picture(image), alt: text }),
      gallery: z.strictObject({ title: text }),
    }),
});

const looks = defineCollection({
  loader: withFileErrors(file('./content/looks.yaml')),
  schema: ({ image }) => z.strictObject({ id: text, title: text, image: picture(image), alt: text }),
});

const pages = defineCollection({
  loader: withFileErrors(glob({ base: './content/pages', pattern: '*.mdx' })),
  schema: policySchema,
});

export const contactSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: text,
    text: text,
    image: picture(image),
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
