import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, inject, test } from 'vitest';
import { parse } from 'yaml';
import { guideExamples as examples, type Scenario } from '../support/scenarios';
import { contentFixtures } from '../support/content-fixtures';
import { schemaMistake } from '../support/schema-mistakes';
import { applyBlock, guideBlocks, visibleTexts } from '../support/guide-examples';
import { sitePages } from '../support/pages';
import { describeRefusals, mdxRefusals } from '../../src/content-loading/safe-mdx';

// content/CONTENT.md cannot rot: its examples, and German added as it says, are each applied to a copy of
// the site and built (the guide-examples and third-language scenarios, tests/support/scenarios.ts).
const guide = readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8');
const mistakes = guideBlocks(guide).filter((block) => block.kind === 'mistake');
const decode = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** A text as the page shows it: its {blanks} (such as "Look {number} of {total}") filled in with numbers. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '\\d+'));

/** The looks the guide's examples add to looks.yaml, and those content/ already has. */
const addedLooks = examples
  .filter((block) => block.file === 'looks.yaml')
  .flatMap((block) => (parse(block.text) as { id: string }[]).map((look) => look.id));
const currentLooks = parse(readFileSync(new URL('../../content/looks.yaml', import.meta.url), 'utf8')) as unknown[];

describe('content/CONTENT.md', () => {
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
    const { built, dist, page, links } = scenarioSite('guide-examples');

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

  describe('German, added as its "Languages" section says', () => {
    const { built, dist, page } = scenarioSite('third-language');

    test('makes every page exist in German, offered by every page’s language links and the editor', () => {
      expect(built.failed, built.output).toBe(false);
      const english = sitePages(new URL(`file://${built.copy}/dist/`)).filter((file) => !/^[a-z]{2}\//.test(file));
      expect(english.length).toBeGreaterThan(5);
      for (const file of english) {
        expect(existsSync(dist(`de/${file}`)), `de/${file}`).toBe(true);
        expect(page(`de/${file}`)).toContain('<html lang="de"');
      }
      // Each language named in its own language.
      const offered = (file: string) =>
        [...page(file).matchAll(/<a href="([^"]+)" hreflang="(\w+)" lang="\w+"[^>]*>([^<]+)</g)].map(
          ([, href, lang, name]) => `${lang} ${href} ${name}`,
        );
      expect(offered('legal.html')).toEqual(['fr /fr/legal Français', 'de /de/legal Deutsch']);
      expect(offered('de/legal.html')).toEqual(['en /legal English', 'fr /fr/legal Français']);
      expect(page('index.html')).toContain(
        '<link rel="alternate" hreflang="de" href="https://www.maison-verane.com/de/">',
      );
      expect(existsSync(dist('de/legal.md'))).toBe(true);
      expect(page('admin/config.yml')).toMatch(/locales:\n\s+- en\n\s+- fr\n\s+- de\n/);
    });
  });

  // A mistake the schema sees is checked with the loaders' own functions (tests/support/schema-mistakes.ts).
  // One only the loaders see (a broken file, a missing translation) is the same edit as a mistake of the
  // catalogue, tests/fixtures/content-errors.yaml, which `npm run check:content` runs (check-content.test.ts)
  // and whose expected lines hold the guide's. A whole build failing on a mistake is content-build.test.ts.
  test.for(mistakes.map((block) => [block.file, block] as const))(
    'the %s mistake gives the error the guide shows',
    async ([, block]) => {
      const original = readFileSync(new URL(`../../content/${block.file}`, import.meta.url), 'utf8');
      const text = applyBlock(block, original);
      const lines = block.error!.trim().split('\n');
      // MDX that is more than content: the reader's own message. Its place moves as the policy page grows.
      const refusals = block.file.endsWith('.mdx') ? mdxRefusals(text) : [];
      const anyPlace = (message: string) => message.replace(/line \d+, column \d+/g, 'line …, column …');
      if (refusals.length)
        return expect(anyPlace(describeRefusals(`content/${block.file}`, refusals))).toBe(anyPlace(lines.join('\n')));
      const output = await schemaMistake(block.file, text);
      if (output !== undefined) for (const line of lines) expect(output).toContain(line);
      else {
        const same = contentFixtures.find(
          (f) => f.file === block.file && sameContent(block.file, original.replace(f.replace, f.with), text),
        );
        expect(same, 'the same mistake in tests/fixtures/content-errors.yaml').toBeDefined();
        for (const line of lines)
          expect(
            same!.expect.some((expected) => expected.includes(line)),
            line,
          ).toBe(true);
      }
    },
  );
});

/** A scenario's built site (tests/support/scenarios.ts): a file of its dist/, a page's text, a page's links. */
function scenarioSite(name: Scenario) {
  const built = inject('scenarios')[name]!;
  const dist = (file: string) => join(built.copy, 'dist', file);
  const page = (file: string) => decode(readFileSync(dist(file), 'utf8'));
  const links = (file: string, prefix: string) =>
    [...page(file).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!).filter((href) => href.startsWith(prefix));
  return { built, dist, page, links };
}

/** Whether two texts of a content file say the same: MDX letter for letter, YAML as data (looks in any order). */
function sameContent(file: string, a: string, b: string) {
  if (file.endsWith('.mdx')) return a === b;
  const data = (text: string) => {
    const parsed = parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.toSorted((x, y) => String(x.id).localeCompare(String(y.id))) : parsed;
  };
  return isDeepStrictEqual(data(a), data(b));
}
