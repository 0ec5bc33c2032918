import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { mdxToMdast, type MdastNode } from 'satteri';
import { policyComponents } from '../schemas/policy-components.ts';
import { policySchema } from '../schemas/policy.ts';
import { visible } from '../site-model/shown-as-text.ts';

/**
 * The policy pages are MDX, and MDX is JavaScript: an `{expression}`, an `import` or a `<script>` in a
 * content file would run at build, or in a visitor's browser. Here it is a content language: Markdown,
 * the registered components with literal attribute values, and links to web addresses. Anything else is
 * refused from the parsed tree, before any of it is compiled or run (src/content-loading/content-errors.ts
 * for `npm run check:content` and the build, src/integrations/safe-mdx.ts for every compile of an .mdx).
 */

const components = policyComponents.map(({ tag }) => `<${tag} />`).join(', ');
const markdownHelp =
  'delete it, and write the words with Markdown: ## for a heading, **bold**, *italic*, [words](https://…) for a link';

/** The Markdown a copywriter means by the HTML tags they may reach for. */
const markdownFor: Record<string, string> = {
  b: 'write **bold** instead',
  strong: 'write **bold** instead',
  i: 'write *italic* instead',
  em: 'write *italic* instead',
  a: 'write a link as [words](https://…) instead',
  br: 'leave an empty line to start a new paragraph instead',
  p: 'leave an empty line to start a new paragraph instead',
  h2: 'write ## and the heading instead',
  ul: 'start each line of a list with "- " instead',
  li: 'start each line of a list with "- " instead',
};

/** Schemes a link may use; anything without one must be a path on this site. */
const webSchemes = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * Whether `address` leads to a web address, as the browser will read it (case, spaces, tabs and
 * entities already undone by the parser and by the URL rules): https:, http:, mailto:, tel:, or a path
 * on this site (/privacy, #section).
 */
export function isWebAddress(address: string) {
  const trimmed = address.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://site.invalid/');
  } catch {
    return false;
  }
  if (url.origin === 'https://site.invalid') return /^[/#?]/.test(trimmed) && !/^\/[/\\]/.test(trimmed);
  return webSchemes.has(url.protocol);
}

/** One refused construct: where it starts in the file, and what to write instead. */
export interface Refusal {
  line: number;
  column: number;
  message: string;
}

/** A short quote of the construct, as the copywriter typed it, every character visible. */
const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return visible(flat.length > 40 ? `${flat.slice(0, 39)}…` : flat);
};

function refusalOf(node: MdastNode): string | undefined {
  const n = node as MdastNode & Record<string, unknown>;
  switch (n.type) {
    case 'mdxjsEsm':
      return `"${quote(String(n.value))}" is code, which a page cannot run: delete the line. To show the privacy mailbox, who receives messages or the accessibility audit's figures, write one of ${components}`;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return `{${quote(String(n.value))}} is code in curly brackets, which a page cannot run: write the words themselves. To show a curly bracket, write \\{`;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return refusalOfElement(n.name as string | null, n.attributes as Attribute[]);
    case 'html':
      return `"${quote(String(n.value))}" is HTML, which these pages do not take: ${markdownHelp}`;
    case 'image':
    case 'imageReference':
      // The build would load a picture's address as a file of the project: these pages take none.
      return `"${quote(`![${String(n.alt ?? '')}]`)}…" is a picture, which these pages do not take: delete it. The site's pictures are set in the collections`;
    case 'link':
    case 'definition':
      if (isWebAddress(String(n.url))) return undefined;
      return `the link's address "${quote(String(n.url))}" is not a web address: write one starting with https://, http://, mailto: or tel:, or a page of this site starting with /`;
    default:
      return undefined;
  }
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

function refusalOfElement(name: string | null, attributes: Attribute[]): string | undefined {
  if (!name || !policyComponents.some(({ tag }) => tag === name)) {
    if (name && /^[a-z][a-z0-9-]*$/.test(name))
      return `<${name}> is HTML, which these pages do not take: ${markdownFor[name] ?? markdownHelp}`;
    return `<${name ?? ''}> is not a component of these pages: write one of ${components}, or the words themselves`;
  }
  // They take no settings; Astro would read some attribute names (client:…, server:…) as orders.
  const [attribute] = attributes;
  if (!attribute) return undefined;
  if (attribute.type !== 'mdxJsxAttribute')
    return `<${name}> has code in curly brackets ({${quote(String(attribute.value))}}), which a page cannot run: write <${name} /> alone`;
  const setting = quote(String(attribute.name));
  if (attribute.value !== null && typeof attribute.value === 'object')
    return `<${name} ${setting}={…}> has code in curly brackets, which a page cannot run: write <${name} /> alone`;
  return `<${name} ${setting}…> takes no settings: write <${name} /> alone`;
}

/** The parser's own complaint (`5:6: Unexpected …`), as the copywriter's line, column and fix. */
function syntaxRefusal(error: unknown, content: string): Refusal {
  const text = error instanceof Error ? error.message : String(error);
  const [, line = '1', column = '1', reason = text] = /^(\d+):(\d+): ([\s\S]*)$/.exec(text) ?? [];
  const at = { line: Number(line), column: Number(column) };
  const lineText = content.split('\n')[at.line - 1] ?? '';
  if (lineText.slice(at.column - 1).startsWith('<!--'))
    return { ...at, message: '"<!-- … -->" is a hidden note, which these pages do not take: delete it' };
  // The parser's notes suggest code (`{/* … */}`), which is refused too.
  const plain = reason.replace(/\s*\([\w:-]+\)$/, '').replace(/\s*\(note: [\s\S]*\)$/, '');
  return {
    ...at,
    message: `this cannot be read (${visible(plain)}). A < or { that is not a component starts code here: to show one as it is, write \\< or \\{`,
  };
}

const fields = Object.keys(policySchema.shape);

/** Frontmatter fields the pages do not have: Astro's MDX compiler would load a `layout` as code. */
function frontmatterRefusals(frontmatter: Record<string, unknown>, source: string): Refusal[] {
  const lines = source.split('\n');
  return Object.keys(frontmatter)
    .filter((key) => !fields.includes(key))
    .map((key) => ({
      // The frontmatter is the file's top: its first line with the key is the key's.
      line: lines.findIndex((text) => text.startsWith(`${key}:`)) + 1 || 1,
      column: 1,
      message: `"${quote(key)}" is not a field of these pages: delete it. Their fields are ${fields.join(', ')}`,
    }));
}

/**
 * Every construct of an MDX file that is not content, in the order written; empty when the file is
 * Markdown and registered components only. Reads the text as the compiler will: the frontmatter blanked
 * out as Astro's MDX integration blanks it, so lines and columns are the file's own.
 */
export function mdxRefusals(source: string): Refusal[] {
  let parsed: ReturnType<typeof parseFrontmatter>;
  try {
    parsed = parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
  } catch {
    // A broken frontmatter is the loaders' to describe (content-errors.ts); the body is not run then either.
    return [];
  }
  const refusals = frontmatterRefusals(parsed.frontmatter, source);
  let tree: MdastNode;
  try {
    tree = mdxToMdast(parsed.content, { features: { gfm: true } });
  } catch (error) {
    return [...refusals, syntaxRefusal(error, parsed.content)];
  }
  const visit = (node: MdastNode) => {
    const message = refusalOf(node);
    const start = node.position?.start;
    if (message) refusals.push({ line: start?.line ?? 1, column: start?.column ?? 1, message });
    // An element refused as a whole is one refusal; what it holds is not looked at again.
    if (!message || !node.type.startsWith('mdxJsx'))
      for (const child of (node as { children?: MdastNode[] }).children ?? []) visit(child);
  };
  visit(tree);
  return refusals;
}

/** The refusals as the build prints them: the file, then one line each with where and what to write. */
export function describeRefusals(file: string, refusals: Refusal[]): string {
  return [
    `Content error in ${visible(file)}: it holds what a page cannot show.`,
    ...refusals.map(({ line, column, message }) => `  - line ${line}, column ${column}: ${message}`),
  ].join('\n');
}
