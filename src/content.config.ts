import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { withFileErrors } from './utils/content-errors';
import { contactSchema } from './schemas/contact';
import { homeSchema } from './schemas/home';
import { lookSchema } from './schemas/looks';
import { policySchema } from './schemas/policy';
import { siteSchema } from './schemas/site';

// Every file in content/ is one collection; its schema (src/schemas/, one file each) describes each field.

/** One YAML file at the top of content/, read as a single entry named after the file. */
const single = <S extends Parameters<typeof withFileErrors>[1]>(name: string, schema: S) => ({
  loader: withFileErrors(glob({ base: './content', pattern: `${name}.yaml` }), schema),
  schema,
});

export const collections = {
  site: defineCollection(single('site', siteSchema)),
  home: defineCollection(single('home', homeSchema)),
  looks: defineCollection({ loader: withFileErrors(file('./content/looks.yaml'), lookSchema), schema: lookSchema }),
  pages: defineCollection({
    loader: withFileErrors(glob({ base: './content/pages', pattern: '*.mdx' }), policySchema),
    schema: policySchema,
  }),
  contact: defineCollection(single('contact', contactSchema)),
};

export { policySchema, siteSchema };
