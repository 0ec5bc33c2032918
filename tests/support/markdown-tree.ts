import { markdownToMdast, type MdastNode } from 'satteri';

// Markdown as an agent's reader sees it: parsed with GitHub's extensions, by the parser the site has.
export type MarkdownNode = MdastNode & { children?: MarkdownNode[]; value?: string; url?: string };

export const parseMarkdown = (markdown: string) =>
  markdownToMdast(markdown, { features: { gfm: true } }) as MarkdownNode;

/** What a reader shows of a node: its text, its links' words. */
export const textOf = (node: MarkdownNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** A GFM address written out in the text is shown as it is: its link hides nothing, so it counts as text. */
const shownAsIs = (node: MarkdownNode) =>
  node.type === 'link' && ['', 'mailto:', 'http://'].some((scheme) => node.url === scheme + textOf(node));

/** What a tree is made of, text aside: its nodes' types, nested. */
export const shapeOf = (node: MarkdownNode): unknown =>
  node.type === 'text' || shownAsIs(node)
    ? 'text'
    : [node.type, ...(node.children ?? []).map(shapeOf).filter((s, i, all) => s !== 'text' || all[i - 1] !== 'text')];
