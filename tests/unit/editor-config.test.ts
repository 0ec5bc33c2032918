import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'astro/zod';
import { describe, expect, test, vi } from 'vitest';
import { editorConfig } from '../../src/cms/config.ts';
import { publishMode } from '../../src/integrations/content-editor.ts';
import { toFields } from '../../src/cms/fields.ts';
import { toJsonSchema } from '../../src/cms/json-schema.ts';
import { shared } from '../../src/schemas/editor-hints.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { editorSettings as settings } from '../support/editor-settings.ts';

const config = editorConfig(settings);
type Field = { name: string; fields?: Field[]; field?: Field; [key: string]: unknown };
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const file = (name: string) => collection('content').files!.find((f) => f.name === name)!;
/** A collection's form, one season: its looks are a list in it. */
const season = collection('collections').fields as Field[];
const field = (fields: Field[], path: string): Field =>
  path.split('.').reduce<Field>((found, name) => (found.fields ?? [found.field!]).find((f) => f.name === name)!, {
    name: '',
    fields,
  });

describe('the editor’s configuration (src/cms/), generated from the content schemas', () => {
  test('is valid against the JSON Schema Sveltia CMS ships', () => {
    const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
    const validate = addFormats(new Ajv({ strict: false, allErrors: true })).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  test('each field carries a label, the schema’s description as its hint, and whether it is required', () => {
    const site = file('site').fields as Field[];
    expect(field(site, 'skipLink')).toMatchObject({
      label: 'Skip link',
      hint: 'The first link for keyboard users, which skips to the main content.',
      widget: 'string',
    });
    expect(field(site, 'skipLink').required).toBeUndefined(); // Sveltia's default: required
    expect(field(season, 'looks.views')).toMatchObject({ required: false, default: [] });
  });

  test('patterns carry the build’s own wording; list sizes and choices are kept', () => {
    expect(field(season, 'looks.id').pattern).toEqual([
      '^[a-z0-9]+(-[a-z0-9]+)*$',
      'use lower-case letters, digits and hyphens only, such as look-04',
    ]);
    expect(field(season, 'looks.details')).toMatchObject({ widget: 'list', min: 1 });
    expect((field(file('site').fields as Field[], 'privacyEmail').pattern as string[])[1]).toBe(
      'must be an e-mail address, such as name@example.com',
    );
    expect(field(file('contact').fields as Field[], 'focus')).toMatchObject({ widget: 'select', default: 'center' });
    expect(field(file('contact').fields as Field[], 'focus').options).toContain('right top');
  });

  test('pictures are picture fields into content/images/, with their size rule in the hint', () => {
    const hero = field(season, 'hero.portraitImage');
    // Uploads only in the formats the build takes, named as it takes them, from this repository only.
    expect(hero).toMatchObject({
      widget: 'image',
      i18n: 'duplicate',
      choose_url: false,
      accept: 'image/jpeg,image/png,image/webp,image/avif',
    });
    expect(hero.hint).toContain('at least 1440×1800 pixels');
    expect(config).toMatchObject({ media_folder: 'content/images', public_folder: '/content/images' });
    expect(config.media_libraries).toEqual({
      default: { config: { slugify_filename: true, max_file_size: 40_000_000 } },
      stock_assets: false,
    });
  });

  test('ids, pictures and addresses are shared by every language; words are translated', () => {
    expect(field(season, 'looks.id').i18n).toBe('duplicate');
    expect(field(season, 'looks.views.image').i18n).toBe('duplicate');
    expect(field(season, 'looks.title').i18n).toBe(true);
    expect(field(file('site').fields as Field[], 'url').i18n).toBe('duplicate');
    expect(field(file('site').fields as Field[], 'copyright').i18n).toBe(true);
  });

  test('the home page’s current collection is picked among the collections by name, written as its file’s', () => {
    expect(field(file('home').fields as Field[], 'collection')).toMatchObject({
      widget: 'relation',
      collection: 'collections',
      value_field: '{{slug}}',
      display_fields: ['name'],
      i18n: 'duplicate',
    });
    expect(field(file('home').fields as Field[], 'collection')).not.toHaveProperty('pattern');
  });

  test('a collection’s embargo is a Paris date and time, typed once, and the list of collections shows it', () => {
    expect(field(season, 'embargo')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm',
      picker_utc: false,
      required: false,
      i18n: 'duplicate',
    });
    expect(collection('collections')).toMatchObject({
      summary:
        "{{name}}{{embargo | ternary(' — embargoed until ', '')}}{{embargo}}{{embargo | ternary(' Paris; live by itself then, once published', '')}}",
    });
  });

  test('each file is edited in every language of i18n.locales, the default one at the top of content/', () => {
    expect(config.i18n).toMatchObject({
      structure: 'multiple_files',
      locales: ['en', 'fr'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    expect(file('site').file).toBe('content/{{locale}}/site.yaml');
    expect(collection('pages')).toMatchObject({ folder: 'content/{{locale}}/pages', extension: 'mdx' });
    // "New Collection" writes content/collections/<its name>.yaml and its twin in each language.
    expect(collection('collections')).toMatchObject({
      folder: 'content/{{locale}}/collections',
      extension: 'yaml',
      create: true,
      delete: false,
      slug: '{{name}}',
      preview_path: '/{{locale}}/collections/{{slug}}',
    });
    expect(editorConfig({ ...settings, languages: ['en', 'fr', 'de'] }).i18n.locales).toEqual(['en', 'fr', 'de']);
  });

  test('the policy pages’ body is rich text only, with the pages’ own components', () => {
    expect(field(collection('pages').fields as Field[], 'body')).toMatchObject({
      widget: 'richtext',
      modes: ['rich_text'],
      editor_components: [
        'privacy-email',
        'contact-receiver',
        'accessibility-state',
        'audit-rate',
        'audit-facts',
        'audit-failures',
      ],
    });
  });

  test('GitHub sign-in: an access token, or Sveltia’s authenticator where its address is set', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'maison-verane/website', auth_methods: ['token'] });
    const withAuthenticator = editorConfig({ ...settings, authUrl: 'https://auth.example.workers.dev' }).backend;
    expect(withAuthenticator).toMatchObject({ base_url: 'https://auth.example.workers.dev' });
    expect(withAuthenticator).not.toHaveProperty('auth_methods');
  });

  test('a field added to a schema becomes a field of the editor, in its place, with no other change', () => {
    // Each content file's form is its schema's fields, in their order (src/schemas/).
    const names = (fields: Field[]) => fields.map((f) => f.name);
    expect(names(file('site').fields as Field[])).toEqual(Object.keys(siteSchema.shape));
    const schema = z.strictObject({
      title: z.string().describe('The title.'),
      subtitle: z.string().max(80).optional().describe('A line under the title.'),
      code: shared(
        z
          .string()
          .regex(/^[A-Z]{2}$/, 'two capital letters')
          .describe('A code.'),
      ),
    });
    expect(toFields(toJsonSchema(schema))).toEqual([
      { name: 'title', label: 'Title', hint: 'The title.', i18n: true, widget: 'string' },
      {
        name: 'subtitle',
        label: 'Subtitle',
        hint: 'A line under the title.',
        required: false,
        i18n: true,
        widget: 'string',
        maxlength: 80,
      },
      {
        name: 'code',
        label: 'Code',
        hint: 'A code.',
        i18n: 'duplicate',
        widget: 'string',
        pattern: ['^[A-Z]{2}$', 'two capital letters'],
      },
    ]);
  });
});

test('a save opens a pull request unless CMS_PUBLISH_MODE=simple; a mistyped mode stops the build', () => {
  const withMode = (value: string | undefined) => {
    vi.stubEnv('CMS_PUBLISH_MODE', value);
    try {
      return publishMode();
    } finally {
      vi.unstubAllEnvs();
    }
  };
  expect(withMode(undefined)).toBe('editorial_workflow');
  expect(withMode('simple')).toBe('simple');
  expect(() => withMode('direct')).toThrow(
    'CMS_PUBLISH_MODE is "direct": it must be editorial_workflow or simple (README, "Build settings").',
  );
  expect(editorConfig(settings).publish_mode).toBe('editorial_workflow');
});
