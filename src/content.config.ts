import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { withTranslations } from './i18n/translations.ts';
import { withFileErrors } from './content-loading/content-errors.ts';
import { withEmbargo } from './content-loading/embargo-loader.ts';
import { withEveryMistake } from './content-loading/content-problems.ts';
import { contentFiles, type ContentFile } from './content-loading/content-files.ts';
import { contentFolder } from './site-model/content-folder.ts';

// Every file of content/ (src/content-loading/content-files.ts) is one collection, checked against its schema (src/schemas/).
// English files sit at the top of content/, each other language's twins in content/<code>/.

/** Reads a content file in every language: a YAML file, or a folder of YAML entries or MDX pages. */
function loaderOf({ file, extension }: ContentFile): Loader {
  if (file.endsWith('/'))
    return glob({
      base: `./${contentFolder}`,
      pattern: [`${file}*.${extension}`, `*/${file}*.${extension}`],
      // `pages/legal.mdx` is `legal`, `fr/pages/legal.mdx` is `fr/legal`.
      generateId: ({ entry }) => entry.replace(file, '').replace(`.${extension}`, ''),
    });
  // One entry per language, named after the file: `site`, `fr/site`.
  return glob({ base: `./${contentFolder}`, pattern: [file, `*/${file}`] });
}

const collection = <S extends z.ZodType>(content: ContentFile<S>, loader = loaderOf(content)) =>
  defineCollection({
    loader: withEveryMistake(withTranslations(withFileErrors(loader, content.schema), content)),
    schema: content.schema,
  });

export const collections = {
  site: collection(contentFiles.site),
  home: collection(contentFiles.home),
  // A season under embargo is never loaded before its time (src/show-day/).
  seasons: collection(contentFiles.seasons, withEmbargo(loaderOf(contentFiles.seasons))),
  pages: collection(contentFiles.pages),
  contact: collection(contentFiles.contact),
};
