import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentPath, defaultLanguage, languageOfAddress, pageOf } from '../../src/site-model/languages';
import { addressOf } from './pages';

export { addressOf, fileOf, isNotFound } from './pages';

/**
 * The built site's pages and the content they were built from, for the Vitest tests that read dist/.
 * Languages and addresses come from the site's model (src/site-model/languages.ts).
 */
export const dist = new URL('../../dist/', import.meta.url);
const content = new URL('../../content/', import.meta.url);

/** A file of dist/, as text. */
export const readDist = (file: string) => readFileSync(new URL(file, dist), 'utf8');

/** A content file as a copywriter wrote it, in a language: `site.yaml` in French is content/fr/site.yaml. */
const readContent = (lang: string, file: string) => readFileSync(new URL(contentPath(lang, file), content), 'utf8');

/** A YAML content file of a language, parsed; an MDX file's frontmatter, parsed. */
export const contentData = (lang: string, file: string) => {
  const text = readContent(lang, file);
  return parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text);
};

/** The public address, from content/site.yaml: `https://www.maison-verane.com`. */
export const origin = new URL(contentData(defaultLanguage, 'site.yaml').url).origin;

/** A built page's language: its first folder when that is a language's code, else the default language. */
export const languageOf = (file: string) => languageOfAddress(addressOf(file));

/** A built page's address without its language: `fr/legal.html` → `/legal`, `fr/index.html` → `/`. */
export const slugOf = (file: string) => pageOf(addressOf(file));
