import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { applyBlock, guideBlocks, visibleTexts } from '../support/guide-examples';

// content/CONTENT.md cannot rot: its examples are applied to a copy of content/ and built.
const guide = readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8');
const blocks = guideBlocks(guide);
const examples = blocks.filter((block) => block.kind === 'example');
const mistakes = blocks.filter((block) => block.kind === 'mistake');
const decode = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * An example may name a new picture; the test puts one in images/, as the copywriter would: a flat one at
 * the smallest size a look accepts, which encodes in moments.
 */
async function addPictures(contentDir: string, block: { text: string }) {
  for (const [, name] of block.text.matchAll(/image: \.\/images\/(\S+)/g)) {
    const background = { r: 120, g: 100, b: 80 };
    await sharp({ create: { width: 960, height: 1200, channels: 3, background } })
      .jpeg()
      .toFile(join(contentDir, 'images', name!));
  }
}

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

  test('every example, applied together, builds and shows its words on the site', async () => {
    const { failed, output, copy, remove } = await buildCopy(async ({ dir, read, write }) => {
      for (const block of examples) {
        await addPictures(dir, block);
        write(block.file, applyBlock(block, read(block.file)));
      }
    });
    expect(failed, output).toBe(false);
    const html = readdirSync(join(copy, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => decode(readFileSync(join(copy, 'dist', file), 'utf8')))
      .join('\n');
    remove();
    for (const block of examples) for (const text of visibleTexts(block)) expect(html, block.file).toContain(text);
  });

  // Each build is a separate Astro process; they run side by side (concurrent tests use their own `expect`).
  test.concurrent.for(mistakes.map((block) => [block.file, block] as const))(
    'the %s mistake gives the error the guide shows',
    async ([, block], { expect }) => {
      const { failed, output, remove } = await buildCopy(({ read, write }) =>
        write(block.file, applyBlock(block, read(block.file))),
      );
      remove();
      expect(failed).toBe(true);
      for (const line of block.error!.trim().split('\n')) expect(output).toContain(line);
    },
  );
});
