import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { isPair, isScalar, parse, parseDocument, visit, type Pair } from 'yaml';

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

/** A file an attacker places under content/ (a `path` starting with ../ lies outside it). */
export interface PlacedFile {
  path: string;
  /** Its text. */
  text?: string;
  /** Or a copy of this file of content/. */
  copyOf?: string;
  /** Or a symbolic link to this path, from the site's root (or absolute). */
  linkTo?: string;
}

/** Content that tries to run code or lead off the web (tests/fixtures/hostile-content.yaml), and its refusal. */
export interface HostileFixture extends Omit<
  ContentFixture,
  'layer' | 'rename' | 'buildOnly' | 'file' | 'replace' | 'with'
> {
  /** The file changed, `replace` → `with`; none when the attack is only files placed (`add`). */
  file?: string;
  replace?: string;
  with?: string;
  /** Files placed under content/ first. */
  add?: PlacedFile[];
  /** Where its cheapest proof runs: the MDX reader (none), a schema, `npm run check:content`, or a whole build. */
  layer?: 'schema' | 'check' | 'build';
  /** The text the refusal points at: its line and column in the edited file must be in the message. */
  at?: string;
}

const hostile = fixture('hostile-content.yaml') as { pageText: string; entries: HostileFixture[] };
export const hostileFixtures = hostile.entries;
/** What the third-language scenario's German texts end with; every page must show it as text. */
export const hostilePageText = hostile.pageText;

/** Fields whose value is an id, a picture, a choice or an address: refused, not shown, when wrong. */
const notText = new Set(
  'id date formerly image portraitImage focus url externalUrl privacyEmail contactEmail updated'.split(' '),
);

/** A YAML file (or an MDX file's frontmatter) with `hostilePageText` after each of its texts. */
export function withHostileTexts(text: string): string {
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  if (frontmatter !== undefined) return `---\n${withHostileTexts(frontmatter).trimEnd()}\n---\n${body}`;
  const document = parseDocument(text);
  visit(document, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const pair = path.findLast((ancestor) => isPair(ancestor)) as Pair | undefined;
      const name = String(isScalar(pair?.key) ? pair.key.value : pair?.key);
      // home.yaml's `collection` names a file; site.yaml's `look.collection` is words.
      const topLevel = path.indexOf(pair!) === 2;
      if (!notText.has(name) && !(topLevel && name === 'collection')) node.value += hostilePageText;
    },
  });
  return document.toString({ lineWidth: 0 });
}

/** A hostile fixture made in a copy's content/ folder: its files placed, then its edit. */
export function applyHostile(
  fixture: HostileFixture,
  { dir, read, write }: { dir: string; read: (file: string) => string; write: (file: string, text: string) => void },
) {
  for (const { path, text, copyOf, linkTo } of fixture.add ?? []) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (linkTo) symlinkSync(isAbsolute(linkTo) ? linkTo : join(dir, '..', linkTo), target);
    else writeFileSync(target, copyOf ? readFileSync(join(dir, copyOf)) : (text ?? ''));
  }
  if (!fixture.file) return;
  const current = read(fixture.file);
  if (!current.includes(fixture.replace!))
    throw new Error(`${fixture.name}: content/${fixture.file} no longer holds its text`);
  write(fixture.file, current.replace(fixture.replace!, fixture.with!));
}
