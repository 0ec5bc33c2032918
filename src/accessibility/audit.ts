// The house's RGAA audit, audit.yaml: read, checked criterion by criterion, and counted as RGAA counts.
import { parse } from 'yaml';
import rgaa from './rgaa-4.1.2.json' with { type: 'json' };
import { samplePages, type SamplePage } from './sample.ts';

export type Status = 'C' | 'NC' | 'NA';

/** The audit's file, as messages name it. */
export const auditFile = 'src/accessibility/audit.yaml';

/** A person's check: what they did, when, and who they are. */
export interface Manual {
  steps: string;
  date: string;
  by: string;
}

/** One criterion as the audit records it: a status for every sample page, and the evidence of it. */
export interface Criterion {
  id: string;
  title: string;
  /** Its status on each sample page (`pages` in the file overrides `status` for some). */
  pages: Record<SamplePage, Status>;
  /** axe's rules tagged with this criterion's tests run on every sample page (tests/e2e/accessibility.spec.ts). */
  axe: boolean;
  /** The project's own tests that prove it, each `<file> › <its name>` (`test:` in the file, one or a list). */
  tests: string[];
  manual?: Manual;
  /** Which pages, states, widths and zoom levels its evidence looked at: an auditor redoes exactly that. */
  covers?: string;
  /** Why it does not apply, or why it is exempt. */
  why?: string;
  /** What fails, for the statement, in each language. */
  note?: Record<string, string>;
}

/** Who made the audit, when, and with what: the statement prints each. */
export interface AuditFacts {
  date: string;
  /** Who made it, in each language. */
  by: Record<string, string>;
  /** Each list in every language. */
  tools: Record<string, string[]>;
  browsers: Record<string, string[]>;
  assistiveTechnologies: Record<string, string[]>;
}

/** Every criterion of RGAA 4.1.2, in order, with its official title. */
export const rgaaCriteria = rgaa.themes.flatMap((theme) => theme.criteria);
const statuses: Status[] = ['C', 'NC', 'NA'];
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const threeYearsBefore = (date: string) => `${Number(date.slice(0, 4)) - 3}${date.slice(4)}`;

/**
 * The audit in `text`, or every mistake in it, each naming the file and the criterion: a criterion missing or
 * unknown, a status that is not C, NC or NA, Conforme without evidence, evidence that does not say what it
 * covers, a manual check older than the
 * statement's 3 years, Non applicable without its reason, Non conforme without its note in each language.
 */
/** The languages the audit is written in: the house's two. */
export const auditLanguages = ['en', 'fr'];

export function readAudit(text: string, languages = auditLanguages) {
  const data = (parse(text) ?? {}) as {
    audit?: Partial<AuditFacts>;
    criteria?: Record<string, Record<string, unknown>>;
  };
  const problems: string[] = [];
  const facts = data.audit ?? {};
  if (!isDate(facts.date) || !facts.by)
    problems.push(`${auditFile}, audit: give its date (year-month-day) and who made it`);
  for (const list of ['tools', 'browsers', 'assistiveTechnologies'] as const)
    if (languages.some((lang) => !Array.isArray(facts[list]?.[lang])))
      problems.push(`${auditFile}, audit: give ${list} as a list in each language (${languages.join(', ')})`);
  const entries = data.criteria ?? {};
  const at = (id: string, message: string) => problems.push(`${auditFile}, criterion ${id}: ${message}`);
  for (const id of Object.keys(entries))
    if (!rgaaCriteria.some((criterion) => criterion.id === id)) at(id, 'RGAA 4.1.2 has no such criterion');
  const criteria: Criterion[] = [];
  for (const { id, title } of rgaaCriteria) {
    const entry = entries[id];
    if (!entry) {
      at(id, `missing: give its status on the sample pages (${title})`);
      continue;
    }
    const overrides = (entry.pages ?? {}) as Record<string, unknown>;
    for (const page of Object.keys(overrides))
      if (!samplePages.includes(page as SamplePage))
        at(id, `"${page}" is not a sample page: ${samplePages.join(', ')}`);
    const pages = Object.fromEntries(samplePages.map((page) => [page, overrides[page] ?? entry.status])) as Record<
      SamplePage,
      Status
    >;
    const wrong = Object.values(pages).find((status) => !statuses.includes(status));
    if (wrong !== undefined)
      at(id, `status "${String(wrong)}": write C (Conforme), NC (Non conforme) or NA (Non applicable)`);
    const manual = entry.manual as Partial<Manual> | undefined;
    const { test, ...rest } = entry as { test?: string | string[] };
    const tests = test === undefined ? [] : [test].flat();
    const criterion = { ...rest, id, title, pages, axe: entry.axe === true, tests } as Criterion;
    const used = Object.values(pages);
    if (used.includes('C') && !criterion.axe && !criterion.tests.length && !manual)
      at(id, 'Conforme with no evidence: name the axe rules (axe: true), a test of the project, or a manual check');
    if ((used.includes('C') || used.includes('NC')) && !criterion.covers)
      at(id, 'say which pages, states, widths and zoom levels its evidence covers (covers:)');
    if (manual && (!manual.steps || !manual.by || !isDate(manual.date)))
      at(id, 'a manual check gives its steps, its date (year-month-day) and who made it');
    else if (manual && isDate(facts.date) && manual.date! < threeYearsBefore(facts.date!))
      at(id, `its manual check of ${manual.date} is older than the statement's 3 years: check it again`);
    if (used.includes('NA') && !criterion.why) at(id, 'Non applicable: say why (why:)');
    if (used.includes('NC') && languages.some((lang) => !criterion.note?.[lang]))
      at(id, `Non conforme: say what fails, in each language (note: ${languages.join(', ')})`);
    criteria.push(criterion);
  }
  return { facts: facts as AuditFacts, criteria, problems };
}
