import { parse } from 'yaml';
import { mergeContent } from './build-copy.ts';

export interface GuideBlock {
  kind: 'example' | 'mistake';
  language: string;
  file: string;
  text: string;
  /** For a mistake: the error text block that follows it in the guide. */
  error?: string;
}

/** The tested blocks of content/CONTENT.md: fences like ```yaml example collections/fall-winter-2025.yaml. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const fences = [...markdown.matchAll(/^```(\w+)(?: (example|mistake) (\S+))?\n([\s\S]*?)^```$/gm)];
  const blocks: GuideBlock[] = [];
  fences.forEach(([, language, kind, file, text], index) => {
    if (!kind) return;
    const next = fences[index + 1];
    const error = kind === 'mistake' && next?.[1] === 'text' ? next[4] : undefined;
    blocks.push({ kind: kind as GuideBlock['kind'], language: language!, file: file!, text: text!, error });
  });
  return blocks;
}

/**
 * Applies a block to a content file: YAML merges into it (maps key by key; a collection's `looks` by id, new
 * ones last), MDX is appended. A new file (`current` empty: a new collection) becomes the block's data.
 * YAML for a policy page replaces those lines of its frontmatter, as a copywriter would, even a broken line.
 */
export function applyBlock(block: GuideBlock, current: string): string {
  if (!block.file.endsWith('.mdx') || block.language === 'mdx') return mergeContent(block.file, current, block.text);
  return block.text
    .trim()
    .split('\n')
    .reduce((text, line) => text.replace(new RegExp(`^${line.split(':')[0]}:.*$`, 'm'), line), current);
}

/** Fields that name something rather than say it: pictures, ids, dates, old addresses. */
const notWords = new Set(['image', 'portraitImage', 'id', 'date', 'formerly']);

/**
 * The words an example should put on the page: every text in it but pictures, ids, dates, old addresses, and
 * home.yaml's `collection` (a file's name).
 */
export function visibleTexts(block: GuideBlock): string[] {
  if (block.language === 'mdx')
    return block.text.split('\n').flatMap((line) => (line.startsWith('## ') ? [line.slice(3)] : []));
  const texts: string[] = [];
  // depth 1: a field at the top of the file.
  const walk = (value: unknown, key = '', depth = 0) => {
    if (typeof value === 'string') {
      if (!notWords.has(key) && !(depth === 1 && key === 'collection')) texts.push(value);
    } else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k, depth + 1);
  };
  walk(parse(block.text));
  return texts;
}
