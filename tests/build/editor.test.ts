import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, inject, test } from 'vitest';
import { sessionShows } from '../support/editor.ts';
import { headersOf } from '../../src/site-model/hosts.ts';
import { fileOf } from '../support/pages.ts';

// The copywriters' editor at /admin as built: its files, and that nothing of it reaches a public page.
const dist = new URL('../../dist/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
const publicFiles = files.filter((file) => /\.(html|txt|md|xml|webmanifest)$/.test(file) && !file.startsWith('admin/'));

describe('/admin', () => {
  test('is the editor, for the house alone: noindex, and its scripts served from /admin itself', () => {
    const html = read('admin/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect([...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/admin/sveltia-cms.js',
      '/admin/editor.js',
    ]);
    expect(headersOf('/admin/')['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  test('loads its fonts from /admin/fonts/, never from another origin', () => {
    const script = read('admin/sveltia-cms.js');
    expect(script).not.toContain('cdn.jsdelivr.net/fontsource');
    const fonts = [...script.matchAll(/\/admin\/(fonts\/[\w.-]+\.woff2)/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(3);
    for (const font of fonts) expect(existsSync(new URL(`admin/${font}`, dist)), font).toBe(true);
  });

  test('its configuration is written as the build runs, for the site’s languages', () => {
    const config = parse(read('admin/config.yml'));
    expect(config.i18n.locales).toEqual(['en', 'fr']);
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual(['content', 'collections', 'pages']);
  });

  test('each save is a pull request, and each entry previews the very page it changes, in every language', () => {
    const config = parse(read('admin/config.yml'));
    expect(config.publish_mode).toBe('editorial_workflow');
    const { locales, default_locale: main, omit_default_locale_from_preview_path: omit } = config.i18n;
    const [content, seasons, pages] = config.collections;
    const names = (folder: string) =>
      readdirSync(new URL(`../../content/${folder}/`, import.meta.url)).map((f: string) => f.split('.')[0]!);
    const templates: [string, string?][] = [
      ...content.files.map((file: { preview_path: string }) => [file.preview_path] as [string]),
      ...names('collections').map((slug: string) => [seasons.preview_path, slug] as [string, string]),
      ...names('pages').map((slug: string) => [pages.preview_path, slug] as [string, string]),
    ];
    expect(templates).toHaveLength(content.files.length + 4);
    for (const [template, slug] of templates)
      for (const locale of locales) {
        const path = (locale === main && omit ? template.replace(/{{locale}}[./]/, '') : template)
          .replace('{{locale}}', locale)
          .replace('{{slug}}', slug ?? '');
        expect(existsSync(new URL(fileOf(path), dist)), `${template} in ${locale}: ${path}`).toBe(true);
      }
  });

  test('no public page, sitemap or llms.txt links to it or names it (but the rules that leave it out)', () => {
    expect(publicFiles.length).toBeGreaterThan(20);
    const speculationRules = /<script type="speculationrules">.*?<\/script>/;
    for (const file of publicFiles) expect(read(file).replace(speculationRules, ''), file).not.toMatch(/\/admin\b/);
  });
});

// The editor-session scenario is built with the files a copywriter's session in the editor writes (e2e/editor.spec.ts).
test('the site built from a copywriter’s session in the editor shows every change', () => {
  const { copy, failed, output } = inject('scenarios')['editor-session']!;
  expect(failed, output).toBe(false);
  for (const [page, html] of sessionShows) expect(readFileSync(join(copy, 'dist', page), 'utf8'), page).toContain(html);
});
