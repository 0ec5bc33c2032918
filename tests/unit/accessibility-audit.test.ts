import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { readAudit, rgaaCriteria, type Criterion } from '../../src/accessibility/audit.ts';
import { auditResult, stateOf } from '../../src/accessibility/audit-rate.ts';
import { kindsOutsideSample, samplePages } from '../../src/accessibility/sample.ts';

// The house's RGAA audit (src/accessibility/audit.yaml): every criterion, with its evidence, and the numbers
// the déclaration prints, counted from it.

const text = readFileSync(new URL('../../src/accessibility/audit.yaml', import.meta.url), 'utf8');
const { criteria, problems, facts } = readAudit(text);
/** The audit with one criterion's entry changed. */
const withEntry = (id: string, entry: unknown) => {
  const data = parse(text) as { criteria: Record<string, unknown> };
  data.criteria[id] = entry;
  return readAudit(stringify(data)).problems;
};

describe('the audit', () => {
  test('lists the 106 criteria of RGAA 4.1.2, each with its evidence, and reads with no mistake', () => {
    expect(rgaaCriteria).toHaveLength(106);
    expect(problems).toEqual([]);
    expect(criteria.map((criterion) => criterion.id)).toEqual(rgaaCriteria.map((criterion) => criterion.id));
  });

  test('names the file and the criterion for each mistake', () => {
    const manual = { steps: 'Zoom to 200 %', by: 'A. Person' };
    const covers = 'every sample page, both languages, 320 to 1920 px';
    // The oldest manual check the statement takes, 3 years before it, and the day before that.
    const oldest = `${Number(facts.date.slice(0, 4)) - 3}${facts.date.slice(4)}`;
    const tooOld = new Date(Date.parse(`${oldest}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(withEntry('3.3', { status: 'C', covers })).toEqual([
      'src/accessibility/audit.yaml, criterion 3.3: Conforme with no evidence: name the axe rules (axe: true), a test of the project, or a manual check',
    ]);
    expect(withEntry('14.1', { status: 'C', axe: true })).toEqual([
      'src/accessibility/audit.yaml, criterion 14.1: RGAA 4.1.2 has no such criterion',
    ]);
    expect(withEntry('10.4', undefined)[0]).toMatch(/^src\/accessibility\/audit\.yaml, criterion 10\.4: missing/);
    expect(withEntry('10.4', { status: 'C', covers, manual: { ...manual, date: tooOld } })).toEqual([
      `src/accessibility/audit.yaml, criterion 10.4: its manual check of ${tooOld} is older than the statement's 3 years: check it again`,
    ]);
    expect(withEntry('10.4', { status: 'C', covers, manual: { ...manual, date: oldest } })).toEqual([]);
    expect(withEntry('10.4', { status: 'C', manual: { ...manual, date: oldest } })).toEqual([
      'src/accessibility/audit.yaml, criterion 10.4: say which pages, states, widths and zoom levels its evidence covers (covers:)',
    ]);
    expect(withEntry('10.4', { status: 'Conforme', axe: true })[0]).toContain('status "Conforme": write C');
    expect(withEntry('12.1', { status: 'NC', covers })[0]).toContain('Non conforme: say what fails, in each language');
  });

  test('names only tests that exist, and axe only where axe has rules for the criterion', () => {
    const axe = createRequire(import.meta.url)('axe-core') as { getRules: () => { tags: string[] }[] };
    const tagged = new Set(
      axe
        .getRules()
        .flatMap((rule) => rule.tags)
        .filter((tag) => tag.startsWith('RGAA-'))
        .map((tag) => tag.slice(5).split('.').slice(0, 2).join('.')),
    );
    for (const criterion of criteria) {
      if (criterion.axe) expect(tagged.has(criterion.id), `axe has rules for ${criterion.id}`).toBe(true);
      for (const named of criterion.tests) {
        const [file, name] = named.split(' › ') as [string, string];
        expect(existsSync(file), `${criterion.id}: ${file}`).toBe(true);
        expect(readFileSync(file, 'utf8'), `${criterion.id}: a test named "${name}"`).toContain(name);
      }
    }
  });

  test('stands for every kind of page the site builds', () => {
    expect(kindsOutsideSample()).toEqual([]);
    expect(kindsOutsideSample(['home', 'policy', 'giftCards' as never])).toEqual(['giftCards']);
  });
});

describe('the numbers', () => {
  const page = (pages: Partial<Record<string, string>>, fallback = 'NA') =>
    ({ pages: Object.fromEntries(samplePages.map((p) => [p, pages[p] ?? fallback])) }) as unknown as Criterion;

  test('are met over applicable, per page and overall, a criterion failed on one page failed overall', () => {
    const result = auditResult([page({}, 'C'), page({ home: 'NC' }, 'C'), page({}), page({ look: 'C' })]);
    expect([result.met, result.applicable, result.failed.length, result.notApplicable.length]).toEqual([2, 3, 1, 1]);
    expect(result.pages.home).toEqual({ met: 1, applicable: 2, rate: 0.5 });
    expect(result.pages.look).toEqual({ met: 3, applicable: 3, rate: 1 });
    expect(result.state).toBe('partial');
    // RGAA's "taux moyen": the mean of the pages' own rates, here one page at 50 % and the others at 100 %.
    expect(result.mean).toBeCloseTo((0.5 + samplePages.length - 1) / samplePages.length, 10);
  });

  test('give the state: totally compliant at 100 %, partially from 50 %, else not', () => {
    expect([stateOf(1), stateOf(0.999), stateOf(0.5), stateOf(0.499)]).toEqual(['full', 'partial', 'partial', 'none']);
  });

  test('of the house’s audit come out of it', () => {
    const result = auditResult(criteria);
    expect(result.rate).toBe(result.met / result.applicable);
    expect(result.failed.map((criterion) => criterion.id)).toEqual(
      criteria.filter((criterion) => Object.values(criterion.pages).includes('NC')).map((criterion) => criterion.id),
    );
    expect(facts.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
