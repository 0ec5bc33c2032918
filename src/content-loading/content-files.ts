import { z } from 'astro/zod';
import { contactSchema } from '../schemas/contact.ts';
import { homeSchema } from '../schemas/home.ts';
import { seasonSchema } from '../schemas/season.ts';
import { currentSeasonProblems, seasonProblems } from './season-checks.ts';
import { readEmbargoes } from '../show-day/embargoes.ts';

import { policySchema } from '../schemas/policy.ts';
import { siteSchema } from '../schemas/site.ts';
import { baseId, languages } from '../site-model/languages.ts';
import { kinds } from '../routes/page-kinds.ts';

// The files of content/, each with the collection the build reads it into and its schema: src/content.config.ts,
// the editor (src/cms/config.ts), `npm run check:content` and the tests read them here.

/** A content file's rules, as src/schemas/ gives them: a Zod schema (a picture is its checked address). */
export type Schema<S extends z.ZodType = z.ZodType> = S;

/** One file of content/, in every language: the collection the build reads it into and its rules. */
export interface ContentFile<S extends z.ZodType = z.ZodType> {
  /** Its path under content/ in the default language: a folder (`pages/`) holds one file per entry. */
  file: string;
  /** A folder's files: `mdx` pages or `yaml` entries, each named by its file (`legal`, `fall-winter-2025`). */
  extension?: 'mdx' | 'yaml';
  /** What the editor's list calls it. */
  label: string;
  /** The rules every entry must follow (src/schemas/): one entry per file. */
  schema: Schema<S>;
  /** Where a reviewer sees the file's words, in the default language; `{{slug}}` stands for a folder entry's name. */
  page?: string;
  /** Mistakes that span its entries, once every language's are read (each named by file and field); none: []. */
  check?: (entries: { id: string; data: never }[]) => string[];
}

const contentFile = <S extends z.ZodType>(file: ContentFile<S>) => file;

/** The files of content/, by the name of the collection the pages read them from: `getEntry('site', …)`. */
export const contentFiles = {
  site: contentFile({
    file: 'site.yaml',
    label: 'Site: header, footer and short texts',
    schema: siteSchema,
    page: kinds.home(),
  }),
  home: contentFile({
    file: 'home.yaml',
    label: 'Home page',
    schema: homeSchema,
    page: kinds.home(),
    check: currentSeasonProblems,
  }),
  seasons: contentFile({
    file: 'collections/',
    extension: 'yaml',
    label: 'Collections',
    schema: seasonSchema,
    page: kinds.season({ season: '{{slug}}' }),
    check: (entries) => [...seasonProblems(entries), ...readEmbargoes().problems],
  }),
  contact: contentFile({ file: 'contact.yaml', label: 'Contact dialog', schema: contactSchema, page: kinds.home() }),
  pages: contentFile({
    file: 'pages/',
    extension: 'mdx',
    label: 'Privacy, Legal and Accessibility pages',
    schema: policySchema,
    page: kinds.policy({ policy: '{{slug}}' }),
  }),
};

export type Collection = keyof typeof contentFiles;

/** A folder entry's file in the default language: `pages/legal.mdx`. */
export const entryFile = ({ file, extension }: ContentFile, name: string) => `${file}${name}.${extension}`;

/** The collection a path under content/ belongs to, in any language: `fr/pages/legal.mdx` → `pages`. */
export const collectionOf = (path: string) => {
  const file = languages.some((lang) => path.startsWith(`${lang}/`)) ? baseId(path) : path;
  const found = Object.entries(contentFiles).find(([, content]) =>
    content.file.endsWith('/') ? file.startsWith(content.file) : file === content.file,
  );
  return found?.[0] as Collection | undefined;
};
