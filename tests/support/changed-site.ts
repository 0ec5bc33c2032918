import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { minimumSize, slots } from '../../src/pictures/picture-slots';
import { buildCopy } from './build-copy';
import { afterSession, sessionFiles } from './editor';
import { applyBlock, guideBlocks } from './guide-examples';
import { withHostileTexts } from './content-fixtures';

/** The fenced examples of content/CONTENT.md (```yaml example looks.yaml). */
export const guideExamples = guideBlocks(
  readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8'),
).filter((block) => block.kind === 'example');

/** The field the copy adds to src/schemas/site.ts, and its words in each language. */
export const motto = { hint: 'The house’s motto, under the wordmark.', words: 'Depuis 1925' };

/**
 * An example may name a new picture; it gets one in images/, as the copywriter would: a flat one at the
 * smallest size a look accepts (every look picture can be zoomed), which encodes in moments.
 */
async function addPictures(contentDir: string, text: string) {
  const { width, height } = minimumSize(slots.lookZoom);
  for (const [, name] of text.matchAll(/image: \/content\/images\/(\S+)/g)) {
    const background = { r: 120, g: 100, b: 80 };
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toFile(join(contentDir, 'images', name!));
  }
}

/** Replaces `before` in a file, which must hold it. */
function edit(file: string, before: string, after: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(before)) throw new Error(`${file} no longer holds ${JSON.stringify(before)}`);
  writeFileSync(file, text.replace(before, after));
}

/**
 * One copy of the site, changed the ways copywriters and developers are told to change it, built once for
 * every build test that reads it (tests/build/changed-site.setup.ts): one build instead of four.
 * - A copywriter's session in the editor at /admin (tests/support/editor.ts; editor.test.ts).
 * - Every example of content/CONTENT.md (content-guide.test.ts).
 * - German, as CONTENT.md's Languages section says: its code in src/site-model/languages.ts, a twin of content/fr/;
 *   each of its texts ends with markup that tries to close its tag (hostile-text.test.ts).
 * - A `motto` field added to src/schemas/site.ts, with its words in each language (editor.test.ts).
 */
export function buildChangedSite() {
  return buildCopy(async ({ dir, read, write }) => {
    for (const file of sessionFiles) write(file, afterSession(file, read(file)));
    for (const block of guideExamples) {
      await addPictures(dir, block.text);
      write(block.file, applyBlock(block, read(block.file)));
    }
    const site = join(dir, '..');
    edit(
      join(site, 'src/schemas/site.ts'),
      '  copyright: text',
      `  motto: text.describe('${motto.hint}'),\n  copyright: text`,
    );
    for (const file of ['site.yaml', 'fr/site.yaml'])
      edit(join(dir, file), 'copyright:', `motto: ${motto.words}\ncopyright:`);
    edit(
      join(site, 'src/site-model/languages.ts'),
      "languages: string[] = ['en', 'fr'];",
      "languages: string[] = ['en', 'fr', 'de'];",
    );
    cpSync(join(dir, 'fr'), join(dir, 'de'), { recursive: true });
    for (const file of ['site.yaml', 'home.yaml', 'looks.yaml', 'contact.yaml', 'pages/privacy.mdx', 'pages/legal.mdx'])
      write(`de/${file}`, withHostileTexts(read(`de/${file}`)));
  });
}
