import { z } from 'astro/zod';
import { parse } from 'yaml';
import { collections } from '../../src/content.config';
import { describeContentError } from '../../src/content-loading/content-errors';
import { describeIssues } from '../../src/content-loading/error-map';

// Stand-in for Astro's image() helper: a path in content/images/ (whether the file is there is the loaders').
const image = () => z.string().regex(/^\/content\/images\/.+\.(jpg|png|webp)$/);

/** The collection a content file belongs to, in any language: `fr/site.yaml` → `site`, `fr/pages/legal.mdx` → `pages`. */
export function collectionOf(file: string) {
  const name = file.replace(/^[a-z]{2}\//, '').replace(/\.(yaml|mdx)$/, '');
  return (name.startsWith('pages/') ? 'pages' : name) as keyof typeof collections;
}

/** `fr/looks.yaml` → its language folder (`fr/` or none), its name and the schema for one entry. */
function schemaFor(file: string) {
  const folder = /^[a-z]{2}\//.exec(file)?.[0] ?? '';
  const name = file.slice(folder.length).replace(/\.(yaml|mdx)$/, '');
  const schema = collections[collectionOf(file)].schema;
  return { folder, name, schema: (typeof schema === 'function' ? schema({ image } as never) : schema) as z.ZodType };
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
  // looks.yaml is a list: each look is an entry of its own, named by its id.
  const entries: [string, unknown][] = Array.isArray(data)
    ? data.map((look: { id: string }) => [`${folder}${look.id}`, look])
    : [[`${folder}${name.replace(/^pages\//, '')}`, data]];
  for (const [id, entry] of entries) {
    const result = await schema.safeParseAsync(entry, { reportInput: true });
    if (!result.success) return describeContentError(`content/${file}`, id, describeIssues(result.error.issues));
  }
  return undefined;
}
