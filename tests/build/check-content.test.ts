import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { defaultLanguage, languages } from '../../src/site-model/languages.ts';
import { collectionOf, contentFiles } from '../../src/content-loading/content-files.ts';
import { checkCopy } from '../support/build-copy.ts';
import { applyHostile, contentFixtures, hostileFixtures } from '../support/content-fixtures.ts';

// `npm run check:content` checks content/ in seconds with the build's messages, and the JSON
// Schemas the editor reads (written by that same check, from the Zod schemas) agree with the build.

// Written by `npm run check:content` (npm test runs it first) and by every build, from the Zod schemas.
const schemaOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../.astro/collections/${name}.schema.json`, import.meta.url), 'utf8'));
const content = new URL('../../content/', import.meta.url);
const readContent = (file: string) => readFileSync(new URL(file, content), 'utf8');
// The frontmatter's `updated: 2025-09-01` is a date, which JSON Schema's date-time does not model; the
// build checks it.
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false })).addFormat('date-time', true);
const frontmatter = (mdx: string) => parse(mdx.split(/^---$/m)[1]!);
const contentOf = (file: string, text: string) => (file.endsWith('.mdx') ? frontmatter(text) : parse(text));

describe('npm run check:content', () => {
  // Today's content passes it: `npm test` runs it before anything else, and stops if it fails.
  test('writes a JSON Schema for every collection', () => {
    for (const name of Object.keys(contentFiles)) expect(schemaOf(name).$schema).toContain('json-schema.org');
  });

  // One at a time: side by side, the copies' `astro sync` runs race on the shared Vite cache.
  // A mistake of the schema's alone (`layer: schema`) takes the path of "a wrong type" (`layer: build`, made
  // by a whole build in content-build.test.ts): its words are checked in tests/unit/content-mistakes.test.ts.
  // A mistake the dev preview makes (`preview`) has its words checked there, from the same loaders.
  const checkedHere = (fixture: { preview?: unknown }) => !fixture.preview;
  test.for(contentFixtures.filter((fixture) => !fixture.layer && checkedHere(fixture)))(
    '$name: fails with the build’s message',
    async (fixture) => {
      const { failed, output, remove } = await checkCopy(({ dir, read, write }) => {
        write(fixture.rename ?? fixture.file, read(fixture.file).replace(fixture.replace, fixture.with));
        if (fixture.rename) rmSync(join(dir, fixture.file));
      });
      remove();
      expect(failed).toBe(true);
      for (const line of fixture.expect) expect(output).toContain(line);
    },
  );

  // The same missing picture in the hero of a collection and of its French twin: every run names both files,
  // the default language's first, each message once and as plain text (no Markdown, no stack).
  test('names one mistake made in two languages the same way every run', async () => {
    const twins = ['collections/fall-winter-2025.yaml', 'fr/collections/fall-winter-2025.yaml'];
    const check = async () => {
      const { failed, output, remove } = await checkCopy(({ read, write }) =>
        twins.forEach((file) => write(file, read(file).replace(/^  image: .*$/m, '  image: /content/images/gone.jpg'))),
      );
      remove();
      expect(failed).toBe(true);
      return output.slice(output.indexOf('Content error')).trim();
    };
    const said = await check();
    const line = '  - hero.image: "/content/images/gone.jpg": there is no such picture in content/images/.';
    expect(said.split('\n\n').map((message) => message.split('\n').slice(0, 2))).toEqual(
      twins.map((file, n) => [
        `Content error in content/${file} (entry "${n ? 'fr/' : ''}fall-winter-2025"):`,
        expect.stringContaining(line),
      ]),
    );
    expect(await check()).toBe(said);
  });

  // Hostile content's path through it (tests/fixtures/hostile-content.yaml, `layer: check`): refused, unrun.
  const hostileHere = hostileFixtures.filter((fixture) => fixture.layer === 'check' && checkedHere(fixture));
  test.for(hostileHere)('refuses $name', async (fixture) => {
    const { failed, output, remove } = await checkCopy((content) => applyHostile(fixture, content));
    remove();
    expect(failed).toBe(true);
    for (const line of fixture.expect) expect(output).toContain(line);
  });
});

describe('the JSON Schemas the editor reads', () => {
  test('accept today’s content, in every language (the French twins in content/fr/ too)', () => {
    for (const folder of languages.map((lang) => (lang === defaultLanguage ? '' : `${lang}/`))) {
      for (const [name, { file }] of Object.entries(contentFiles)) {
        // A folder's files (pages/, collections/) each hold one entry; any other file is one.
        const files = file.endsWith('/')
          ? readdirSync(new URL(folder + file, content)).map((entry) => folder + file + entry)
          : [folder + file];
        for (const path of files) {
          const valid = ajv.validate(schemaOf(name), contentOf(path, readContent(path)));
          expect(valid, `${path}: ${ajv.errorsText()}`).toBe(true);
        }
      }
    }
  });

  // A missing translation is a matter of files, not of one file's fields, and a picture's pixels or a text's
  // {placeholders} are not in the JSON Schema (the fixture says `buildOnly`): the build alone sees those.
  const seenByEditors = contentFixtures.filter((f) => !f.rename && !(f as { buildOnly?: boolean }).buildOnly);
  test.for(seenByEditors)('reject $name, as the build does', (fixture) => {
    const broken = readContent(fixture.file).replace(fixture.replace, fixture.with);
    let data: unknown;
    try {
      data = contentOf(fixture.file, broken);
    } catch {
      return; // not even YAML: the editor underlines it as the build refuses it
    }
    expect(ajv.validate(schemaOf(collectionOf(fixture.file)!), data)).toBe(false);
  });

  test('describe every field: the editor and VS Code show each description as its hint', () => {
    const isGroup = (node: unknown): node is Record<string, unknown> =>
      (node as { type?: string } | undefined)?.type === 'object';
    const fields = (schema: Record<string, unknown>, prefix = ''): [string, string][] => {
      const node = (schema.anyOf as Record<string, unknown>[] | undefined)?.[0]?.items ?? schema;
      const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
      return Object.entries(properties)
        .filter(([name]) => name !== '$schema')
        .flatMap(([name, field]) => [
          [`${prefix}${name}`, String(field.description ?? '')] as [string, string],
          // A group's fields, and those of each entry of a list of groups (a look's `views.image`).
          ...(field.type === 'object' ? fields(field, `${prefix}${name}.`) : []),
          ...(isGroup(field.items) ? fields(field.items, `${prefix}${name}.`) : []),
        ]);
    };
    for (const name of Object.keys(contentFiles)) {
      const described = fields(schemaOf(name));
      expect(described.length, name).toBeGreaterThan(0);
      for (const [path, description] of described) expect(description, `${name}: ${path}`).not.toBe('');
    }
  });
});
