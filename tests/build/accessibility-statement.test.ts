import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readAudit } from '../../src/accessibility/audit.ts';
import { auditResult } from '../../src/accessibility/audit-rate.ts';
import { sitePages } from '../support/pages.ts';

// The déclaration d'accessibilité as built, in each language: every item the law asks for, its figures those
// of the audit, and the footer's link with the site's state on every page, the home page's included.

const dist = new URL('../../dist/', import.meta.url);
const read = (file: string) =>
  readFileSync(new URL(file, dist), 'utf8').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
// Spaces and line breaks run together; no-break spaces stay, as French typography sets them.
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[ \t\n\r]+/g, ' ');
const audit = readFileSync(new URL('../../src/accessibility/audit.yaml', import.meta.url), 'utf8');
const { criteria, facts } = readAudit(audit);
const result = auditResult(criteria);

const pages = {
  en: {
    file: 'accessibility.html',
    state: 'fully compliant',
    link: 'Accessibility: fully compliant',
    none: 'No criterion fails.',
  },
  fr: {
    file: 'fr/accessibility.html',
    state: 'totalement conforme',
    link: 'Accessibilité\u00a0: totalement conforme',
    none: 'Aucun critère n’est en échec.',
  },
};

describe.for(Object.entries(pages))('the statement in %s', ([lang, page]) => {
  const shown = text(read(page.file));
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(result.rate);

  test('names the house, the site, article 47, the state and the rate the audit counts', () => {
    expect(result.state).toBe('full');
    for (const words of ['Maison Verane', 'www.maison-verane.com', 'article 47', page.state, `${percent} `])
      expect(shown).toContain(words);
  });

  test('gives the audit: its date, who made it, RGAA 4.1.2, the sample, tools, browsers, assistive technologies', () => {
    for (const words of [
      facts.by[lang]!,
      'RGAA 4.1.2',
      '/collections/fall-winter-2025/look-01',
      facts.tools[lang]![0]!,
      facts.assistiveTechnologies[lang]![0]!,
    ])
      expect(shown).toContain(words);
    expect(shown).toContain(lang === 'fr' ? '7 décembre 2026' : '7 December 2026');
  });

  test('lists each failure with what fails, the derogations, the remedies and the plans', () => {
    for (const criterion of result.failed) expect(shown).toContain(criterion.note![lang]!);
    if (!result.failed.length) expect(shown).toContain(page.none);
    expect(shown).toContain('Défenseur des droits');
    expect(shown).toContain('Libre réponse 71120');
    const html = read(page.file);
    // A browser decodes a fragment before it looks for its id.
    for (const [, anchor] of html.matchAll(/href="#([^"]+)"/g))
      expect(html).toContain(`id="${decodeURIComponent(anchor!)}"`);
    expect(shown).toContain(lang === 'fr' ? 'Schéma pluriannuel' : 'Multi-year plan');
  });
});

test('every page links to the statement with the state, the home, Coming Soon and 404 pages included', () => {
  for (const file of sitePages(dist)) {
    const lang = file.startsWith('fr/') ? 'fr' : 'en';
    expect(text(read(file)), file).toContain(pages[lang].link);
  }
});
