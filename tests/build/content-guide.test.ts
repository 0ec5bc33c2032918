import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, inject, test } from 'vitest';
import { parse } from 'yaml';
import { guideExamples as examples, type Scenario } from '../support/scenarios.ts';
import { contentFixtures } from '../support/content-fixtures.ts';
import { schemaMistake } from '../support/schema-mistakes.ts';
import { applyBlock, guideBlocks, visibleTexts } from '../support/guide-examples.ts';
import { sitePages } from '../support/pages.ts';
import { describeRefusals, mdxRefusals } from '../../src/content-loading/safe-mdx.ts';
import { collectionOf, contentFiles, type ContentFile } from '../../src/content-loading/content-files.ts';
import { defaultLanguage, entryId, languages } from '../../src/site-model/languages.ts';

// content/CONTENT.md cannot rot: its examples, and German added as it says, are each applied to a copy of
// the site and built (the guide-examples and third-language scenarios, tests/support/scenarios.ts).
const guide = readFileSync(new URL('../../content/CONTENT.md', import.meta.url), 'utf8');
const mistakes = guideBlocks(guide).filter((block) => block.kind === 'mistake');
const decode = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** A text as the page shows it: its {blanks} (such as "Look {number} of {total}") filled in with numbers. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '\\d+'));

const read = (file: string) => readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8');
type Look = { id: string };
type Collection = { title: string; looks: Look[] };

/** The collection the looks are added to, and the looks the guide's examples add to it. */
const season = 'fall-winter-2025';
const addedLooks = examples
  .filter((block) => block.file === `collections/${season}.yaml`)
  .flatMap((block) => ((parse(block.text) as Partial<Collection>).looks ?? []).map((look) => look.id));
const currentLooks = (parse(read(`collections/${season}.yaml`)) as Collection).looks;

/** The collections the guide's examples add ("A new season"), and the one their home.yaml makes current. */
const newSeasons = examples.flatMap((block) => {
  const name = /^collections\/([a-z0-9-]+)\.yaml$/.exec(block.file)?.[1];
  return name && !existsSync(new URL(`../../content/${block.file}`, import.meta.url)) ? [name] : [];
});
const madeCurrent = examples
  .filter((block) => block.file === 'home.yaml')
  .map((block) => (parse(block.text) as { collection?: string }).collection)
  .findLast(Boolean);
/** An example collection's file in a language. */
const exampleOf = (lang: string, name: string) =>
  parse(
    examples.find((block) => block.file === `${lang === 'en' ? '' : `${lang}/`}collections/${name}.yaml`)!.text,
  ) as Collection;

describe('content/CONTENT.md', () => {
  test('has examples for texts, looks and policy pages, and a mistake for each kind of error', () => {
    const files = ['site.yaml', 'home.yaml', 'fr/home.yaml', 'contact.yaml', 'pages/legal.mdx'];
    const looks = [`collections/${season}.yaml`, `fr/collections/${season}.yaml`];
    expect(examples.map((block) => block.file)).toEqual(expect.arrayContaining([...files, ...looks]));
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

    // The guide promises that a look added to a collection and its French twin needs no code: the copy's src/
    // is the project's own. The examples make another collection current: this one's gallery is on its page.
    test('a look it adds gets its page in each language, its place in the gallery, and a link from the look before', () => {
      expect(built.failed, built.output).toBe(false);
      expect(addedLooks.length).toBeGreaterThan(0);
      const total = currentLooks.length + addedLooks.length;
      for (const folder of ['', 'fr/']) {
        const prefix = `/${folder}collections/${season}/`;
        for (const id of addedLooks)
          expect(existsSync(dist(`${folder}collections/${season}/${id}.html`)), `${prefix}${id}`).toBe(true);
        const gallery = links(`${folder}collections/${season}.html`, prefix);
        expect(gallery, `the gallery of ${prefix}`).toHaveLength(total);
        expect(gallery.slice(-addedLooks.length)).toEqual(addedLooks.map((id) => `${prefix}${id}`));
        // The look before the first one added now leads to it.
        const before = gallery[currentLooks.length - 1]!.slice(1);
        expect(links(`${before}.html`, prefix), before).toContain(`${prefix}${addedLooks[0]}`);
      }
    });

    // "A new season": a collection added in each language gets its pages, heads the list of collections, and,
    // once home.yaml names it, is the home page's, with its title; the past one stays at its address.
    test('a new season it adds gets its pages, heads the collections, and becomes the home page’s', () => {
      expect(built.failed, built.output).toBe(false);
      expect(newSeasons).toHaveLength(1);
      const name = newSeasons[0]!;
      expect(madeCurrent, 'home.yaml names the new season').toBe(name);
      for (const lang of ['en', 'fr']) {
        const folder = lang === 'en' ? '' : `${lang}/`;
        const { title, looks } = exampleOf(lang, name);
        const prefix = `/${folder}collections/${name}/`;
        expect(page(`${folder}collections/${name}.html`)).toContain(`<title>${title}</title>`);
        for (const look of looks) expect(existsSync(dist(`${folder}collections/${name}/${look.id}.html`))).toBe(true);
        expect(page(`${folder}index.html`), `the title of /${folder}`).toContain(`<title>${title}</title>`);
        expect(links(`${folder}index.html`, prefix), `the gallery of /${folder}`).toEqual(
          looks.map((look) => `${prefix}${look.id}`),
        );
        const listed = links(`${folder}collections.html`, `/${folder}collections/`);
        expect(listed, `/${folder}collections`).toEqual([
          `/${folder}collections/${name}`,
          `/${folder}collections/${season}`,
        ]);
        expect(existsSync(dist(`${folder}collections/${season}/${currentLooks[0]!.id}.html`))).toBe(true);
      }
      // The season before it, now older: its look page's largest file is its zoom view's (src/pictures/picture-slots.ts).
      const older = page(`collections/${season}/${currentLooks[0]!.id}.html`);
      const zoom = /#zoom-1:is\(\[open\],:popover-open\)>\.zoom-image\{background-image:url\("([^"]+)"\)/.exec(
        older,
      )![1];
      const srcset = /class="look-main">.*?srcset="([^"]+)"/s.exec(older)![1]!;
      expect(srcset.split(', ').at(-1)).toBe(`${zoom} 2000w`);
    });

    // "Never break an address": an old address in a collection's `formerly` leads to it for good, in every
    // language, and the old addresses of its looks to theirs.
    test('an old address it gives a collection leads to it, and its looks’ old addresses to theirs', () => {
      expect(built.failed, built.output).toBe(false);
      const moved = examples.flatMap((block) => {
        const name = /^collections\/([a-z0-9-]+)\.yaml$/.exec(block.file)?.[1];
        const { formerly = [] } = parse(block.text) as { formerly?: string[] };
        return name ? formerly.map((from) => [from, `/collections/${name}`] as const) : [];
      });
      expect(moved.length).toBeGreaterThan(0);
      const redirects = page('_redirects');
      // Its looks move with it: one rule for the old folder, in each language.
      for (const [from, to] of moved)
        for (const lang of ['', '/fr']) {
          expect(redirects).toMatch(new RegExp(`^${lang}${from}\\s+${lang}${to}\\s+301$`, 'm'));
          expect(redirects).toMatch(new RegExp(`^${lang}${from}/\\*\\s+${lang}${to}/:splat\\s+301$`, 'm'));
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
  // and whose expected lines hold the guide's. One a file's own check across files sees (a current collection
  // that does not exist) is checked with that check (checkMistake). A whole build failing on a mistake is
  // content-build.test.ts.
  test.for(mistakes.map((block) => [block.file, block] as const))(
    'the %s mistake gives the error the guide shows',
    async ([, block]) => {
      const original = read(block.file);
      const text = applyBlock(block, original);
      const lines = block.error!.trim().split('\n');
      // MDX that is more than content: the reader's own message. Its place moves as the policy page grows.
      const refusals = block.file.endsWith('.mdx') ? mdxRefusals(text) : [];
      const anyPlace = (message: string) => message.replace(/line \d+, column \d+/g, 'line …, column …');
      if (refusals.length)
        return expect(anyPlace(describeRefusals(`content/${block.file}`, refusals))).toBe(anyPlace(lines.join('\n')));
      const output = (await schemaMistake(block.file, text)) ?? checkMistake(block.file, text);
      if (output !== undefined) for (const line of lines) expect(output).toContain(line);
      else {
        const same = contentFixtures.find(
          (f) => f.file === block.file && sameContent(block.file, original.replace(f.replace, f.with), text),
        );
        expect(same, 'the same mistake in tests/fixtures/content-errors.yaml').toBeDefined();
        for (const line of lines) expect(same!.expect.join('\n')).toContain(line);
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

/**
 * What the loaders print for a one-file content file whose own check across files refuses it (ContentFile's
 * `check`: home.yaml naming a collection content/collections/ lacks), from that check: undefined when none.
 */
function checkMistake(file: string, text: string) {
  const name = collectionOf(file)!;
  const { file: path, check } = contentFiles[name] as ContentFile;
  if (!check || path.endsWith('/')) return undefined;
  const lang = languages.find((code) => file.startsWith(`${code}/`)) ?? defaultLanguage;
  const problems = check([{ id: entryId(name, lang), data: parse(text) as never }]);
  if (!problems.length) return undefined;
  return [`Content error in content/${path}:`, ...problems.map((problem) => `  - ${problem}`)].join('\n');
}

/**
 * Whether two texts of a content file say the same: MDX letter for letter, YAML as data, a collection's looks
 * in any order (the guide's example adds a look last; the catalogue's, where the guide says).
 */
function sameContent(file: string, a: string, b: string) {
  if (file.endsWith('.mdx')) return a === b;
  return isDeepStrictEqual(inAnyOrder(parse(a)), inAnyOrder(parse(b)));
}

/** Data with every list of entries with an id (looks) sorted by id. */
function inAnyOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(inAnyOrder);
    const id = (item: unknown) => (item && typeof item === 'object' && 'id' in item ? String(item.id) : undefined);
    return items.every((item) => id(item) !== undefined)
      ? items.toSorted((x, y) => id(x)!.localeCompare(id(y)!))
      : items;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inAnyOrder(v)]));
  return value;
}
