import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { build, type UserConfig as ViteUserConfig } from 'vite';
import { describe, expect, test } from 'vitest';
import { strayContent } from '../../src/content-loading/content-folder-check.ts';
import { contentPicture } from '../../src/originals/content-images.ts';
import { asHtmlText, visible } from '../../src/site-model/shown-as-text.ts';
import { mayLoad } from '../../src/integrations/content-guard.ts';
import { contentDir, picturesDir } from '../../src/site-model/content-folder.ts';

// Nothing content names is loaded as code, and only pictures of content/images/ are read: the checks behind the
// hostile catalogue's build entries (tests/build/content-build.test.ts), case by case.

const jpeg = readFileSync(join(picturesDir, 'hero-atelier.jpg'));
const without = (message: string, path: string) => message.replace(path, 'PATH');

describe('a picture content names', () => {
  test('is a file of content/images/, found by its exact name, with a picture’s bytes', () => {
    expect(contentPicture('/content/images/hero-atelier.jpg')).toEqual({
      file: join(picturesDir, 'hero-atelier.jpg'),
      path: '/content/images/hero-atelier.jpg',
    });
  });

  test('refuses the same way whether anything exists at a path out of content/images/', () => {
    const there = '/content/images/../../package.json';
    const nowhere = '/content/images/../../no-such-file.json';
    const [a, b] = [contentPicture(there), contentPicture(nowhere)] as { message: string }[];
    expect(without(a!.message, there)).toBe(without(b!.message, nowhere));
    for (const path of ['/content/images/%2e%2e%2fpackage.json', '/content/images/a.jpg?raw', '/etc/passwd', '#x.jpg'])
      expect(contentPicture(path), path).toHaveProperty(
        'message',
        expect.stringContaining('not a picture of content/images/'),
      );
  });

  test('says in a sentence which formats the site takes, for an SVG or another file', () => {
    expect(contentPicture('/content/images/logo.svg')).toEqual({
      message:
        '"/content/images/logo.svg" is an SVG drawing, which the site does not take: export it as a JPEG, PNG, WebP or AVIF picture (.jpg, .png, .webp or .avif)',
    });
    expect(contentPicture('/content/images/notes.txt')).toHaveProperty(
      'message',
      expect.stringContaining('the site takes JPEG, PNG, WebP or AVIF pictures'),
    );
  });
});

describe('content/ holds content files, their pictures and the guide only', () => {
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-folder-'));
    for (const folder of ['images', 'pages', 'fr/pages', 'fr/collections', 'guide'])
      mkdirSync(join(dir, folder), { recursive: true });
    for (const file of [
      'site.yaml',
      'fr/collections/spring-summer-2026.yaml',
      'pages/legal.mdx',
      'fr/pages/privacy.mdx',
      'CONTENT.md',
      'guide/editor.png',
    ])
      writeFileSync(join(dir, file), '');
    writeFileSync(join(dir, 'images/robe été (1).jpg'), jpeg);
    return dir;
  };

  test('takes today’s content/ and a picture named with accents and spaces', () => {
    expect(strayContent()).toEqual([]);
    expect(strayContent(site())).toEqual([]);
  });

  test('names every other file and every link, showing each character of its name', () => {
    const dir = site();
    writeFileSync(join(dir, 'images/probe.mjs'), '');
    writeFileSync(join(dir, 'images/logo.svg'), '');
    writeFileSync(join(dir, 'fr/pages/\u001b[2Kok.mdx'), '');
    symlinkSync('/etc', join(dir, 'images/machine'));
    symlinkSync('/no/such/file.jpg', join(dir, 'images/gone.jpg'));
    expect(strayContent(dir).sort()).toEqual([
      'content/fr/pages/\\u{1b}[2Kok.mdx: content/ holds only the content files, their pictures and the guide (CONTENT.md): move this file out of content/, or delete it',
      'content/images/gone.jpg is a link to another file: put the file itself there, or delete the link',
      'content/images/logo.svg is an SVG drawing, which the site does not take: export it as a JPEG, PNG, WebP or AVIF picture, or delete it',
      'content/images/machine is a link to another file: put the file itself there, or delete the link',
      'content/images/probe.mjs: content/images/ takes only JPEG, PNG, WebP or AVIF pictures, named with letters, digits, spaces, - and _: rename it, or delete it',
    ]);
  });
});

test('the build loads from content/ its pages and pictures only, never as text, a URL or code', () => {
  const at = (file: string) => join(contentDir, file);
  for (const id of [
    at('pages/legal.mdx'),
    at('fr/pages/legal.mdx?astroPropagatedAssets'),
    at('images/hero-atelier.jpg?astroContentImageFlag&importer=x'),
    '/elsewhere/x.js?raw',
  ])
    expect(mayLoad(id), id).toBe(true);
  for (const id of [
    at('images/hero-atelier.jpg?raw'),
    at('images/hero-atelier.jpg?url'),
    at('images/probe.mjs'),
    at('site.yaml'),
    at('pages/legal.mdx?raw'),
    at('images/legal.mdx'),
    at('CONTENT.md'),
  ])
    expect(mayLoad(id), id).toBe(false);
});

// The backstop, whatever resolves an address from content as a module (an Astro or MDX upgrade, say): the guard
// the site's config registers, in a Vite build (Astro's bundler) of a module that asks for a content file as text.
test('a build asked to load a content file as text stops, naming it', async () => {
  const config = (await import('../../astro.config.mjs')).default as AstroUserConfig;
  const guard = config.integrations!.find((integration) => integration && 'name' in integration)!;
  expect(guard, 'the first integration').toMatchObject({ name: 'content-guard' });
  let vite: ViteUserConfig = {};
  const setup = (guard as AstroIntegration).hooks['astro:config:setup'] as (options: unknown) => void;
  setup({ command: 'build', updateConfig: (change: { vite: ViteUserConfig }) => (vite = change.vite) });
  const folder = mkdtempSync(join(tmpdir(), 'content-guard-'));
  const entry = join(folder, 'probe.js');
  writeFileSync(
    entry,
    `import text from ${JSON.stringify(join(contentDir, 'site.yaml?raw'))};\nexport default text;\n`,
  );
  const bundling = build({
    ...vite,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, lib: { entry, formats: ['es'] } },
  });
  await expect(bundling).rejects.toThrow('Content error: the build was asked to load content/site.yaml?raw as code.');
});

test('text from content is shown, never obeyed: in the terminal and in HTML', () => {
  expect(visible('a\u001b[2K\rb\u202ec\nd')).toBe('a\\u{1b}[2K\\u{d}b\\u{202e}c\\u{a}d');
  expect(asHtmlText(`<img src=x onerror="alert('1')"> &`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp;',
  );
});
