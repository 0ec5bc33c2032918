import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy';
import { sitePages } from '../support/site-pages';

// A third language is content plus one line of config (issue 22): German, added as content/CONTENT.md
// says, to a copy of the site whose src/ is left as it is.
test('a German twin of content/fr/ and its code in i18n.locales make every page exist in German', async () => {
  const { failed, output, copy, remove } = await buildCopy(({ dir }) => {
    const config = join(dir, '..', 'astro.config.mjs');
    const before = readFileSync(config, 'utf8');
    const after = before.replace("const locales = ['en', 'fr'];", "const locales = ['en', 'fr', 'de'];");
    expect(after).not.toBe(before);
    writeFileSync(config, after);
    cpSync(join(dir, 'fr'), join(dir, 'de'), { recursive: true });
  });
  try {
    expect(failed, output).toBe(false);
    const page = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');
    // Every page the default language has, looks and the not-found page included.
    const english = sitePages(new URL(`file://${copy}/dist/`)).filter((file) => !/^[a-z]{2}\//.test(file));
    expect(english.length).toBeGreaterThan(5);
    for (const file of english) {
      expect(existsSync(join(copy, 'dist', 'de', file)), `de/${file}`).toBe(true);
      expect(page(`de/${file}`)).toContain('<html lang="de"');
    }
    // Every page's language links offer the two others, each named in its own language.
    const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" hreflang="(\w+)" lang="\w+"[^>]*>([^<]+)</g)];
    const offered = (file: string) => links(page(file)).map(([, href, lang, name]) => `${lang} ${href} ${name}`);
    expect(offered('legal.html')).toEqual(['fr /fr/legal Français', 'de /de/legal Deutsch']);
    expect(offered('de/legal.html')).toEqual(['en /legal English', 'fr /fr/legal Français']);
    expect(page('index.html')).toContain(
      '<link rel="alternate" hreflang="de" href="https://www.maison-verane.com/de/">',
    );
    expect(existsSync(join(copy, 'dist', 'de', 'legal.md'))).toBe(true);
    // The browser editor offers German beside English and French (src/cms/).
    expect(page('admin/config.yml')).toMatch(/locales:\n\s+- en\n\s+- fr\n\s+- de\n/);
  } finally {
    remove();
  }
});
