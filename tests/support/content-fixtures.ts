import { readFileSync } from 'node:fs';
import { isPair, isScalar, parse, parseDocument, visit, type Pair } from 'yaml';
import { z } from 'astro/zod';
import { collections } from '../../src/content.config';
import { describeContentError } from '../../src/content-loading/content-errors';
import { describeIssues } from '../../src/content-loading/error-map';

/** A content mistake a copywriter could make (tests/fixtures/content-errors.yaml) and what it must print. */
export interface ContentFixture {
  name: string;
  file: string;
  replace: string;
  with: string;
  expect: string[];
  /** The file is saved under this name instead: a translation missing, where the schemas see nothing wrong. */
  rename?: string;
  /**
   * `schema`: a mistake the schemas see (pictures included), on the loaders' path "a wrong type" already
   * takes; its message is checked in tests/unit/content-mistakes.test.ts, in milliseconds. `build`: made
   * by a whole `astro build` (content-build.test.ts), whose first step is `npm run check:content`'s.
   */
  layer?: 'schema' | 'build';
  /** The editors' JSON Schema cannot see it (a picture's pixels, a look not translated): the build's loaders do. */
  buildOnly?: boolean;
  /** Also made in the `npm run dev` preview (e2e/dev-preview.spec.ts): shown on `page`, then fixed. */
  preview?: {
    page: string;
    /** Applied to the good file instead of the mistake: new words, which `page` then shows. */
    fix: { replace: string; with: string };
    shows: string;
    /** The mistake breaks `page` itself: Astro answers with its own error, under the copywriter's message. */
    breaksPage?: boolean;
  };
}

const fixture = (name: string) => parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));

export const contentFixtures = fixture('content-errors.yaml') as ContentFixture[];

/** Content that tries to run code or lead off the web (tests/fixtures/hostile-content.yaml), and its refusal. */
export interface HostileFixture extends Omit<ContentFixture, 'layer' | 'rename' | 'buildOnly'> {
  /** Where its cheapest proof runs: the MDX reader, a schema, `npm run check:content`, or a whole build. */
  layer: 'parser' | 'schema' | 'check' | 'build';
  /** The text the refusal points at: its line and column in the edited file must be in the message. */
  at?: string;
}

const hostile = fixture('hostile-content.yaml') as { pageText: string; entries: HostileFixture[] };
export const hostileFixtures = hostile.entries;
/** What the changed copy's German texts end with; every page must show it as text. */
export const hostilePageText = hostile.pageText;

/** Fields whose value is an id, a picture, a choice or an address: refused, not shown, when wrong. */
const notText = new Set([
  'id',
  'image',
  'portraitImage',
  'focus',
  'url',
  'externalUrl',
  'privacyEmail',
  'contactEmail',
  'updated',
]);

/** A YAML file (or an MDX file's frontmatter) with `hostilePageText` after each of its texts. */
export function withHostileTexts(text: string): string {
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  if (frontmatter !== undefined) return `---\n${withHostileTexts(frontmatter).trimEnd()}\n---\n${body}`;
  const document = parseDocument(text);
  visit(document, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const field = (path.findLast((ancestor) => isPair(ancestor)) as Pair | undefined)?.key;
      if (!notText.has(String(isScalar(field) ? field.value : field))) node.value += hostilePageText;
    },
  });
  return document.toString({ lineWidth: 0 });
}

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
