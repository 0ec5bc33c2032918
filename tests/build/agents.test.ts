import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  addressOf,
  contentData,
  dist,
  documentOf,
  isNotFound,
  languageOf,
  origin,
  readDist,
  sitePages,
  slugOf,
} from '../support/pages.ts';
import { defaultLanguage, languages } from '../../src/site-model/languages.ts';

// The site legible to agents, as built: each language's /llms.txt (https://llmstxt.org) links every page of
// that language, and each policy page has a Markdown twin with the page's headings, linked from the page.
// Elsewhere: each llms.txt's link to the other languages' (languages.test.ts), the looks' lines
// (lookbook.test.ts), and the contact form as a WebMCP tool, which needs a browser (e2e/agents.spec.ts).
const pages = sitePages(dist)
  .filter((page) => !isNotFound(page))
  .sort();
/** The policy pages, written in MDX in content/pages/: `/privacy`, `/legal`. */
const policies = readdirSync(new URL('../../content/pages/', import.meta.url)).map(
  (f) => `/${f.replace(/\.mdx$/, '')}`,
);
/** A page's Markdown twin, if it is a policy page: `fr/legal.html` → `fr/legal.md`. */
const twin = (page: string) => (policies.includes(slugOf(page)) ? page.replace(/\.html$/, '.md') : undefined);

describe('llms.txt', () => {
  for (const lang of languages) {
    const file = `${lang === defaultLanguage ? '' : `${lang}/`}llms.txt`;
    test(`/${file} follows the proposal: name, summary, and a link to every page of its language`, () => {
      const text = readDist(file);
      const site = contentData(lang, 'site.yaml');
      const [title, , summary] = text.split('\n');
      expect(title).toBe(`# ${site.name}`);
      expect(summary).toBe(`> ${site.llms.summary}`);
      expect(text).toContain('\n## Pages\n');
      const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(: .+)?$/gm)].map((m) => new URL(m[2]!));
      for (const link of links) expect(link.origin, link.href).toBe(origin);
      // Every page of the language but the 404, a policy page by its Markdown twin (each one tested below).
      const expected = pages
        .filter((page) => languageOf(page) === lang)
        .map((page) => (twin(page) ? `/${twin(page)}` : addressOf(page)));
      expect(links.map((link) => link.pathname).sort()).toEqual(expected.sort());
    });
  }
});

describe('policy pages in Markdown', () => {
  for (const page of pages.filter(twin)) {
    const markdownFile = twin(page)!;
    test(`/${markdownFile} is the page in Markdown, with the same sections, linked from the page`, () => {
      const markdown = readDist(markdownFile);
      const doc = documentOf(readDist(page));
      const alternate = doc.querySelector('head link[rel="alternate"][type="text/markdown"]');
      expect(alternate!.getAttribute('href')).toBe(`/${markdownFile}`);
      const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
      expect(markdown.split('\n')[0]).toBe(`# ${text(doc.querySelector('h1')!)}`);
      // The headings a reader sees: the closed contact dialog's are not the page's.
      const headings = [...doc.querySelectorAll('h2')].filter((h2) => !h2.closest('dialog')).map(text);
      expect(headings.length).toBeGreaterThan(0);
      expect([...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(headings);
      expect(markdown).not.toMatch(/<[A-Z]/); // no MDX component left behind
    });
  }
});
