import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { minimumSize, slots } from '../../src/pictures/picture-slots';
import { buildCopy, checkCopy } from '../support/build-copy';
import { applyBlock, guideBlocks, visibleTexts } from '../support/guide-examples';
import { schemaMistake } from '../support/schema-mistakes';

// content/CONTENT.md cannot rot: its examples are applied to a copy of content/ and built.
const guide = readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8');
const blocks = guideBlocks(guide);
const examples = blocks.filter((block) => block.kind === 'example');
const mistakes = blocks.filter((block) => block.kind === 'mistake');
const decode = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * An example may name a new picture; the test puts one in images/, as the copywriter would: a flat one at
 * the smallest size a look accepts (every look picture can be zoomed), which encodes in moments.
 */
async function addPictures(contentDir: string, block: { text: string }) {
  const { width, height } = minimumSize(slots.lookZoom);
  for (const [, name] of block.text.matchAll(/image: \/content\/images\/(\S+)/g)) {
    const background = { r: 120, g: 100, b: 80 };
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toFile(join(contentDir, 'images', name!));
  }
}

/** A text as the page shows it: its {blanks} (such as "Look {number} of {total}") filled in with numbers. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '\\d+'));

/** The looks the guide's examples add to looks.yaml, and those content/ already has. */
const addedLooks = examples
  .filter((block) => block.file === 'looks.yaml')
  .flatMap((block) => (parse(block.text) as { id: string }[]).map((look) => look.id));
const currentLooks = parse(readFileSync(new URL('../../content/looks.yaml', import.meta.url), 'utf8')) as unknown[];

describe('content/CONTENT.md', { timeout: 120_000 }, () => {
  test('has examples for texts, looks and policy pages, and a mistake for each kind of error', () => {
    expect(examples.map((block) => block.file)).toEqual(
      expect.arrayContaining([
        'site.yaml',
        'home.yaml',
        'contact.yaml',
        'looks.yaml',
        'fr/looks.yaml',
        'pages/legal.mdx',
      ]),
    );
    expect(mistakes.length).toBeGreaterThanOrEqual(5);
    for (const mistake of mistakes) expect(mistake.error, `error text after the ${mistake.file} mistake`).toBeTruthy();
  });

  describe('every example, applied together', () => {
    let built: Awaited<ReturnType<typeof buildCopy>>;
    const dist = (file: string) => join(built.copy, 'dist', file);
    const page = (file: string) => decode(readFileSync(dist(file), 'utf8'));
    const links = (file: string, prefix: string) =>
      [...page(file).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!).filter((href) => href.startsWith(prefix));

    beforeAll(async () => {
      built = await buildCopy(async ({ dir, read, write }) => {
        for (const block of examples) {
          await addPictures(dir, block);
          write(block.file, applyBlock(block, read(block.file)));
        }
      });
    }, 180_000);
    afterAll(() => built?.remove());

    test('builds and shows its words on the site', () => {
      expect(built.failed, built.output).toBe(false);
      const html = readdirSync(dist(''), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .map(page)
        .join('\n');
      for (const block of examples)
        for (const text of visibleTexts(block)) expect(html, block.file).toMatch(shown(text));
    });

    // The guide promises that a look added to looks.yaml and fr/looks.yaml needs no code: the copy's src/
    // is the project's own.
    test('a look it adds gets its page in each language, its place in the gallery, and a link from the look before', () => {
      expect(built.failed, built.output).toBe(false);
      expect(addedLooks.length).toBeGreaterThan(0);
      const total = currentLooks.length + addedLooks.length;
      for (const [lang, prefix] of [
        ['en', '/looks/'],
        ['fr', '/fr/looks/'],
      ] as const) {
        const folder = lang === 'en' ? '' : `${lang}/`;
        for (const id of addedLooks) expect(existsSync(dist(`${folder}looks/${id}.html`)), `${prefix}${id}`).toBe(true);
        const gallery = links(`${folder}index.html`, prefix);
        expect(gallery, `the gallery of /${folder}`).toHaveLength(total);
        expect(gallery.slice(-addedLooks.length)).toEqual(addedLooks.map((id) => `${prefix}${id}`));
        // The look before the first one added now leads to it.
        const before = gallery[currentLooks.length - 1]!.slice(1);
        expect(links(`${before}.html`, prefix), before).toContain(`${prefix}${addedLooks[0]}`);
      }
    });
  });

  // A mistake the schema sees is checked with the loaders' own functions (tests/support/schema-mistakes.ts);
  // one only the loaders see (a missing picture or translation) goes through `npm run check:content`.
  // A whole build failing on a mistake is content-build.test.ts.
  test.for(mistakes.map((block) => [block.file, block] as const))(
    'the %s mistake gives the error the guide shows',
    async ([, block]) => {
      const text = applyBlock(block, readFileSync(new URL(`../../content/${block.file}`, import.meta.url), 'utf8'));
      let output = await schemaMistake(block.file, text);
      if (output === undefined) {
        const checked = await checkCopy(({ write }) => write(block.file, text));
        checked.site.remove();
        expect(checked.failed).toBe(true);
        output = checked.output;
      }
      for (const line of block.error!.trim().split('\n')) expect(output).toContain(line);
    },
  );
});
