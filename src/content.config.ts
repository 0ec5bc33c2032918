import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { perLanguageFile } from './i18n/per-language-file';
import { withTranslations } from './i18n/translations';
import { withFileErrors } from './content-loading/content-errors';
import { contactSchema } from './schemas/contact';
import { homeSchema } from './schemas/home';
import { lookSchema } from './schemas/looks';
import { policySchema } from './schemas/policy';
import { siteSchema } from './schemas/site';

// Every file in content/ is one collection; its schema (src/schemas/, one file each) describes each field.
// English files sit at the top of content/, each other language's twins in content/<code>/ (src/i18n/).

/** Where a collection's entry lives, for a copywriter: `content/fr/site.yaml`. */
const at = (path: (id: string) => string) => (folder: string, id: string) => `content/${folder}${path(id)}`;

/** One YAML file per language, read as a single entry named after the file (`site`, `fr/site`). */
const single = <S extends Parameters<typeof withFileErrors>[1]>(name: string, schema: S) => ({
  loader: withTranslations(
    withFileErrors(glob({ base: './content', pattern: [`${name}.yaml`, `*/${name}.yaml`] }), schema),
    at(() => `${name}.yaml`),
  ),
  schema,
});

export const collections = {
  site: defineCollection(single('site', siteSchema)),
  home: defineCollection(single('home', homeSchema)),
  looks: defineCollection({
    loader: withTranslations(
      withFileErrors(perLanguageFile('looks.yaml'), lookSchema),
      at((id) => `looks.yaml, ${id}`),
    ),
    schema: lookSchema,
  }),
  pages: defineCollection({
    loader: withTranslations(
      withFileErrors(
        glob({
          base: './content',
          pattern: ['pages/*.mdx', '*/pages/*.mdx'],
          generateId: ({ entry }) => entry.replace(/(^|\/)pages\//, '$1').replace(/\.mdx$/, ''),
        }),
        policySchema,
      ),
      at((id) => `pages/${id}.mdx`),
    ),
    schema: policySchema,
  }),
  contact: defineCollection(single('contact', contactSchema)),
};

export { policySchema, siteSchema };
