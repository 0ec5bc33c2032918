import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { hostilePageText } from '../support/content-fixtures.ts';
import { documentOf, sitePages } from '../support/pages.ts';
import { parseMarkdown, shapeOf, textOf } from '../support/markdown-tree.ts';

// Every text of the third-language scenario's German files ends with markup that tries to close its tag
// and run a script (tests/support/scenarios.ts). Each German page must be its French twin's structure exactly,
// with that markup shown as text: in the title, the head's tags, the structured data and the page itself.
const built = inject('scenarios')['third-language']!;
const dist = join(built.copy, 'dist');
const germanPages = sitePages(new URL(`file://${dist}/`)).filter((file) => file.startsWith('de/'));
const builtPage = (file: string) => documentOf(readFileSync(join(dist, file), 'utf8'));

/** What a page is made of, with no text: each element, and the names of its attributes. French dates raise
 * their ordinal (« 1<sup>er</sup> »), German ones have none. */
const outline = (document: Document) =>
  [...document.querySelectorAll(':not(time > sup)')].map((element) =>
    [element.localName, ...[...element.attributes].map((attribute) => attribute.name)].join(' '),
  );

test('content that tries to close a tag, in any text field, is shown as the text it is', () => {
  expect(built.failed, built.output).toBe(false);
  expect(germanPages.length).toBeGreaterThan(5);
  for (const file of germanPages) {
    const german = builtPage(file);
    expect(outline(german), file).toEqual(outline(builtPage(file.replace(/^de\//, 'fr/'))));
    expect(german.title, file).toContain(hostilePageText);
    expect(german.body.textContent, file).toContain(hostilePageText);
    const description = german.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description, file).toContain(hostilePageText);
    for (const script of german.querySelectorAll('script[type="application/ld+json"]')) {
      expect(script.textContent, `${file}: escaped for a <script>`).not.toMatch(/[<>&]/);
      expect(JSON.stringify(JSON.parse(script.textContent!)), file).toContain(
        JSON.stringify(hostilePageText).slice(1, -1),
      );
    }
  }
});

// llms.txt is Markdown for agents (src/pages/[...lang]/llms.txt.ts): the German file reads as the French one,
// block for block, each German text its French twin's with the markup after it, as words.
test('llms.txt quotes every text from content as text: no tag, link or block of its own', () => {
  expect(built.failed, built.output).toBe(false);
  const blocks = (lang: string) =>
    parseMarkdown(readFileSync(join(dist, lang, 'llms.txt'), 'utf8')).children!.filter(
      // The line of links to the other languages' files differs by language.
      (block) => !JSON.stringify(block).includes('/llms.txt'),
    );
  const [german, french] = [blocks('de'), blocks('fr')];
  expect(german.map(shapeOf)).toEqual(french.map(shapeOf));
  expect(german.map((block) => textOf(block).replaceAll(hostilePageText, ''))).toEqual(french.map(textOf));
  expect(german.map(textOf).join('').split(hostilePageText).length).toBeGreaterThan(german.length);
});
