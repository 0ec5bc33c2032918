import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { minimumSize, slots, type Slot } from '../../src/pictures/picture-slots.ts';
import { buildCopy, mergeContent, type ContentCopy } from './build-copy.ts';
import { withHostileTexts } from './content-fixtures.ts';
import { afterSession, sessionFiles } from './editor.ts';
import { applyBlock, guideBlocks } from './guide-examples.ts';

const fixtures = new URL('../fixtures/sites/', import.meta.url).pathname;

/** The fenced examples of content/CONTENT.md (```yaml example collections/fall-winter-2025.yaml). */
export const guideExamples = guideBlocks(
  readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8'),
).filter((block) => block.kind === 'example');

/** The place a picture field of a content file fills: a collection's hero, or a look (every look picture can be zoomed). */
const slotOf = (key: string, parent: string) =>
  parent === 'hero' ? (key === 'portraitImage' ? slots.heroPortrait : slots.heroWide) : slots.lookZoom;

/**
 * An example may name a new picture; it gets one in images/, as the copywriter would: a flat one at the
 * smallest size its place accepts, which encodes in moments. A picture content/ has is left as it is.
 */
async function addPictures(contentDir: string, text: string) {
  const pictures: { name: string; slot: Slot }[] = [];
  const walk = (value: unknown, key = '', parent = '') => {
    if (typeof value === 'string' && value.startsWith('/content/images/'))
      pictures.push({ name: value.slice('/content/images/'.length), slot: slotOf(key, parent) });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k, key);
  };
  walk(parse(text));
  for (const { name, slot } of pictures) {
    const file = join(contentDir, 'images', name);
    if (existsSync(file)) continue;
    const { width, height } = minimumSize(slot);
    const background = { r: 120, g: 100, b: 80 };
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toFile(file);
  }
}

/**
 * The sites the tests need besides this one: each a copy of it changed one way. Its folder in
 * tests/fixtures/sites/, where it has one, is laid over the copy first (layOver); then the steps below that
 * a folder of files cannot say. Scenarios that touch different things can share one copy and one build.
 */
export const scenarios = {
  /** Every example of content/CONTENT.md, applied together (content-guide.test.ts). */
  'guide-examples': async (content) => {
    for (const block of guideExamples) {
      if (block.language === 'yaml') await addPictures(content.dir, block.text);
      // A new collection's file is the example's own.
      const current = existsSync(join(content.dir, block.file)) ? content.read(block.file) : '';
      content.write(block.file, applyBlock(block, current));
    }
  },
  /**
   * German, added as CONTENT.md's "Languages" says: its code in the folder's languages.json, and content/de/,
   * a copy of content/fr/ whose every text ends with markup that tries to close its tag (content-guide.test.ts,
   * hostile-text.test.ts).
   */
  'third-language': (content) => {
    cpSync(join(content.dir, 'fr'), join(content.dir, 'de'), { recursive: true });
    for (const file of readdirSync(join(content.dir, 'de'), { recursive: true, encoding: 'utf8' }))
      if (/\.(yaml|mdx)$/.test(file)) content.write(`de/${file}`, withHostileTexts(content.read(`de/${file}`)));
  },
  /** The files a copywriter's session in the editor writes (editor.spec.ts makes it; editor.test.ts reads the pages). */
  'editor-session': (content) => {
    for (const file of sessionFiles) content.write(file, afterSession(file, content.read(file)));
  },
} satisfies Record<string, (content: ContentCopy) => void | Promise<void>>;

export type Scenario = keyof typeof scenarios;

/**
 * Lays a folder over a copy of the site, file by file: a content file the copy has takes the folder's
 * as a change (mergeContent: its fields merge in, looks by id); any other file is added, or replaces the copy's.
 */
function layOver(folder: string, site: string) {
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const [from, to] = [join(folder, file), join(site, file)];
    if (statSync(from).isDirectory()) continue;
    mkdirSync(dirname(to), { recursive: true });
    if (file.startsWith('content/') && /\.(yaml|mdx)$/.test(file) && existsSync(to))
      writeFileSync(to, mergeContent(file, readFileSync(to, 'utf8'), readFileSync(from, 'utf8')));
    else copyFileSync(from, to);
  }
}

/**
 * Builds a copy of the site with each scenario applied in turn: whether it failed, what it printed, its
 * folder (`remove` when done).
 */
export const buildScenario = (...names: Scenario[]) =>
  buildCopy(async (content) => {
    for (const name of names) {
      const folder = join(fixtures, name);
      if (existsSync(folder)) layOver(folder, join(content.dir, '..'));
      await scenarios[name](content);
    }
  });
