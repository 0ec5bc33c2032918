import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asMarkdownText } from '../../src/site-model/shown-as-text.ts';
import { parseMarkdown, shapeOf, textOf } from '../support/markdown-tree.ts';

// Content written into llms.txt (src/pages/[...lang]/llms.txt.ts) is quoted as text: parsed as Markdown
// (tests/support/markdown-tree.ts), each value is its own words on one line, in every place the file puts one.

/** The places llms.txt writes a value: alone on a line, as a heading, a quote, a link's text and after it. */
const places: ((value: string) => string)[] = [
  (value) => value,
  (value) => `# ${value}`,
  (value) => `### ${value}`,
  (value) => `> ${value}`,
  (value) => `- [${value}](https://example.com/a): ${value}`,
  (value) => `${value} [English](https://example.com/llms.txt)`,
];

/** A value as the schema leaves it (trimmed, not empty), its line ends and the spaces around them one space. */
const oneLine = (value: string) =>
  value
    .split(/[ \t]*[\n\r\f\v\u0085\u2028\u2029][ \t]*/)
    .filter(Boolean)
    .join(' ');

const markdownish = fc.constantFrom(
  ...'\\`*_[]()<>&#!~|:.-+= \t\n\r\u00a0\u202f\u2028'.split(''),
  '1. ',
  '2) ',
  '---',
  '===',
  '```',
  '~~~',
  '    ',
  '&amp;',
  '&#91;',
  '[x]',
  '](',
  '<a>',
  '[^1]',
  '- [ ] ',
);
const value = fc
  .array(fc.oneof(markdownish, fc.string({ unit: 'grapheme', maxLength: 3 }), fc.constantFrom('a', 'Z', '9', 'é')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join('').replaceAll('\0', ''))
  .filter((text) => text.trim() !== '' && text === text.trim());

describe('asMarkdownText', () => {
  test('any value, in any place llms.txt puts one, is its own words on one line: no link, heading or block of its own', () => {
    fc.assert(
      fc.property(value, (text) => {
        for (const place of places) {
          const tree = parseMarkdown(place(asMarkdownText(text)));
          expect(shapeOf(tree)).toEqual(shapeOf(parseMarkdown(place('x'))));
          expect(textOf(tree)).toBe(textOf(parseMarkdown(place('x'))).replaceAll('x', oneLine(text)));
        }
      }),
      { numRuns: 500 },
    );
  });

  // GitHub's extension links an address written out (https://…, www.…, a@b.c) to itself: it hides nothing.
  test('an address written out in a value stays itself, and leads nowhere else', () => {
    for (const text of ['See https://evil.example.', 'www.evil.example](https://other.example)', 'press@a.example'])
      for (const place of places) {
        const tree = parseMarkdown(place(asMarkdownText(text)));
        expect(shapeOf(tree)).toEqual(shapeOf(parseMarkdown(place('x'))));
        expect(textOf(tree).replaceAll('\\', '')).toContain(text);
      }
  });

  test('the issue’s two: a link in a title, and a line that starts a heading', () => {
    expect(asMarkdownText('[x](https://evil.example)')).toBe('\\[x\\](https://evil.example)');
    expect(asMarkdownText('A cape\n## Buy now')).toBe('A cape \\#\\# Buy now');
    expect(asMarkdownText('## Buy now')).toBe('\\#\\# Buy now');
    expect(asMarkdownText('1. Wool\n- silk')).toBe('1\\. Wool - silk');
  });
});
