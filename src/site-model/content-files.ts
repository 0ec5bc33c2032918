import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { contactSchema } from '../schemas/contact';
import { homeSchema } from '../schemas/home';
import { lookSchema } from '../schemas/looks';
import { policySchema } from '../schemas/policy';
import { siteSchema } from '../schemas/site';
import { baseId, languages } from './languages';

// The files of content/, each with the collection the build reads it into and its schema: src/content.config.ts,
// the editor (src/cms/config.ts), `npm run check:content` and the tests read them here.

/** A content file's rules, as src/schemas/ gives them: a Zod schema, or a function of Astro's `image()`. */
export type Schema<S extends z.ZodType = z.ZodType> = S | ((context: SchemaContext) => S);

/**
 * A schema with each picture as its path, a plain text: how the editor writes it, and how the checks that
 * run before Astro's image pipeline read it (whether the file exists is the loaders' to say).
 */
export const withTextPictures = (schema: Schema) =>
  typeof schema === 'function' ? schema({ image: () => z.string() } as unknown as SchemaContext) : schema;

/** One file of content/, in every language: the collection the build reads it into and its rules. */
export interface ContentFile<S extends z.ZodType = z.ZodType> {
  /** Its path under content/ in the default language: a folder (`pages/`) holds one MDX file per page. */
  file: string;
  /** What the editor's list calls it. */
  label: string;
  /** The rules every entry must follow (src/schemas/): one entry per file, per look, or per page. */
  schema: Schema<S>;
  /** Several entries in one file, each named by its `id` (looks.yaml). */
  list?: boolean;
  /** Where a reviewer sees the file's words, as addressIn takes it; a folder's pages are each at `/<name>`. */
  page?: string;
}

const contentFile = <S extends z.ZodType>(file: ContentFile<S>) => file;

/** The files of content/, by the name of the collection the pages read them from: `getEntry('site', …)`. */
export const contentFiles = {
  site: contentFile({
    file: 'site.yaml',
    label: 'Site: header, footer and short texts',
    schema: siteSchema,
    page: '/',
  }),
  home: contentFile({ file: 'home.yaml', label: 'Home page', schema: homeSchema, page: '/' }),
  looks: contentFile({ file: 'looks.yaml', label: 'Looks', schema: lookSchema, list: true, page: '/looks/look-01' }),
  contact: contentFile({ file: 'contact.yaml', label: 'Contact dialog', schema: contactSchema, page: '/' }),
  pages: contentFile({ file: 'pages/', label: 'Privacy and Legal pages', schema: policySchema }),
};

export type Collection = keyof typeof contentFiles;

/** The collection a path under content/ belongs to, in any language: `fr/pages/legal.mdx` → `pages`. */
export const collectionOf = (path: string) => {
  const file = languages.some((lang) => path.startsWith(`${lang}/`)) ? baseId(path) : path;
  const found = Object.entries(contentFiles).find(([, content]) =>
    content.file.endsWith('/') ? file.startsWith(content.file) : file === content.file,
  );
  return found?.[0] as Collection | undefined;
};
