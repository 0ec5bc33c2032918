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
const single = (name: string) => withFileErrors(glob({ base: './content', pattern: `${name}.yaml` }));

export const collections = {
  site: defineCollection({ loader: single('site'), schema: siteSchema }),
  home: defineCollection({ loader: single('home'), schema: homeSchema }),
  looks: defineCollection({ loader: withFileErrors(file('./content/looks.yaml')), schema: lookSchema }),
  pages: defineCollection({
    loader: withFileErrors(glob({ base: './content/pages', pattern: '*.mdx' })),
    schema: policySchema,
  }),
  contact: defineCollection({ loader: single('contact'), schema: contactSchema }),
};

export { policySchema, siteSchema };
