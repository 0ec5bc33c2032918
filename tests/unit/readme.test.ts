import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

// README is a map: short, and each detail in the README or file it links to.
const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

test('README stays a map: at most 150 lines', () => {
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
});

test('every file README links to is there', () => {
  const links = [...readme.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !existsSync(new URL(link, root)))).toEqual([]);
});
