import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

// README's "Build settings" names every environment variable the site's code reads, and nothing else.
const root = new URL('../../', import.meta.url);
const sources = [
  'astro.config.mjs',
  ...readdirSync(new URL('src/', root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro|mjs|js)$/.test(file))
    .map((file) => `src/${file}`),
];
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

test('README lists every variable the build reads', () => {
  const names = new Set(
    sources.flatMap((file) =>
      [...read(file).matchAll(/\b(?:process\.env|import\.meta\.env)\.([A-Z][A-Z0-9_]+)|'(PUBLIC_[A-Z0-9_]+)'/g)].map(
        (match) => match[1] ?? match[2]!,
      ),
    ),
  );
  names.delete('VITEST'); // the tests' own, which turns font subsetting off
  names.delete('DEV'); // Vite's own flag for the preview, set by `astro dev`, never by a deployer
  names.delete('NETLIFY'); // Netlify's own, true in its builds, never set by a deployer
  const readme = read('README.md');
  const table = readme.slice(readme.indexOf('## Build settings')).split('\n## ')[0]!;
  const listed = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1]);
  expect(listed.toSorted()).toEqual([...names].toSorted());
});
