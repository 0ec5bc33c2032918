import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { contactSchema } from '../schemas/contact';
import { homeSchema } from '../schemas/home';
import { lookSchema } from '../schemas/looks';
import { policySchema } from '../schemas/policy';
import { siteSchema } from '../schemas/site';

/** The schemas only need `image()` to be a text: the editor writes a picture's path. */
const asText = { image: () => z.string() } as unknown as SchemaContext;
const withPictures = (schema: (context: SchemaContext) => z.ZodType) => schema(asText);

/**
 * The content files the browser editor opens, each with the schema the build checks it against
 * (src/content.config.ts reads the same files). `content/{{locale}}/` is the default language's file at
 * the top of content/ and each other language's twin in content/<code>/. `page` is where a reviewer sees
 * the file's words: its address without the language (`/` is each language's home).
 */
export const editedFiles = [
  { name: 'site', label: 'Site: header, footer and short texts', file: 'site.yaml', schema: siteSchema, page: '/' },
  { name: 'home', label: 'Home page', file: 'home.yaml', schema: withPictures(homeSchema), page: '/' },
  {
    name: 'looks',
    label: 'Looks',
    file: 'looks.yaml',
    schema: withPictures(lookSchema),
    list: true,
    page: '/looks/look-01',
  },
  { name: 'contact', label: 'Contact dialog', file: 'contact.yaml', schema: withPictures(contactSchema), page: '/' },
] as const;

/** The policy pages: one MDX file each, its frontmatter checked by this schema, its body rich text; each at `/<file name>`. */
export const policyPages = { name: 'pages', label: 'Privacy and Legal pages', folder: 'pages', schema: policySchema };
