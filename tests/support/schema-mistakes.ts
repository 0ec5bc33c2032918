import { parse } from 'yaml';
import { baseId, languages } from '../../src/site-model/languages.ts';
import { collectionOf, contentFiles } from '../../src/content-loading/content-files.ts';
import { describeContentError } from '../../src/content-loading/content-errors.ts';
import { describeIssues } from '../../src/content-loading/error-map.ts';

/** `fr/collections/fall-winter-2025.yaml` → its language folder (`fr/` or none), its entry's name and its schema. */
function schemaFor(file: string) {
  const folder = languages.some((lang) => file.startsWith(`${lang}/`)) ? file.slice(0, file.indexOf('/') + 1) : '';
  const collection = collectionOf(file);
  if (!collection) throw new Error(`content/${file} is no content file of the site (src/site-model/content-files.ts)`);
  const name = baseId(file.slice(folder.length)).replace(/\.(yaml|mdx)$/, '');
  return { folder, name, schema: contentFiles[collection].schema };
}

/**
 * What the build's loaders print for a content file's text when the schema alone refuses it, from the
 * same functions (src/content-loading/): the file, the entry, a line per field. Undefined when the schema
 * sees nothing wrong, or the text is not YAML (a missing translation, a broken file: the loaders see those).
 */
export async function schemaMistake(file: string, text: string): Promise<string | undefined> {
  const { folder, name, schema } = schemaFor(file);
  let data: unknown;
  try {
    data = parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text);
  } catch {
    return undefined; // not YAML at all: the loaders' syntax check names the field (content-errors.ts)
  }
  // Each file is one entry, named by its file: a collection's looks are fields of it (`looks.1.alt`).
  const result = await schema.safeParseAsync(data, { reportInput: true });
  if (result.success) return undefined;
  return describeContentError(`content/${file}`, `${folder}${name}`, describeIssues(result.error.issues));
}
