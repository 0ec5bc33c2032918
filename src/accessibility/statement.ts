// The déclaration d'accessibilité's facts, in a page's language: all from audit.yaml, counted, never typed.
import text from './audit.yaml?raw';
import rgaa from './rgaa-4.1.2.json' with { type: 'json' };
import { auditFile, readAudit } from './audit.ts';
import { auditResult } from './audit-rate.ts';
import { kindsOutsideSample, sample } from './sample.ts';
import { longDate } from '../i18n/dates.ts';
import { addressIn, defaultLanguage } from '../site-model/languages.ts';

/** The words a statement needs, from content/site.yaml's `accessibility`. */
export interface StatementWords {
  full: string;
  partial: string;
  none: string;
  rate: string;
  audit: string;
  pages: string;
  dialog: string;
  tools: string;
  browsers: string;
  assistiveTechnologies: string;
  noneYet: string;
  noFailure: string;
}

let read: ReturnType<typeof readStatement> | undefined;
function readStatement() {
  const { facts, criteria, problems } = readAudit(text);
  const outside = kindsOutsideSample();
  if (outside.length)
    problems.push(
      `src/accessibility/sample.ts: no sample page stands for ${outside.join(', ')}: add one, and audit it in ${auditFile}`,
    );
  if (problems.length) throw new Error(`The accessibility audit:\n- ${problems.join('\n- ')}`);
  return { facts, ...auditResult(criteria) };
}

/** The audit, read and counted once a build; a mistake in it, or a kind of page it has no sample of, stops the build. */
export const audit = () => (read ??= readStatement());

/**
 * The statement's lines in a language: its state, its rate, who audited what with what, and what fails. The
 * audit is written in the house's two languages; a language added later shows its default language's.
 */
export function statementIn(lang: string, words: StatementWords) {
  const { facts, state, rate, mean, failed, pages: rates } = audit();
  const inLang = <T>(values: Record<string, T>) => values[lang] ?? values[defaultLanguage]!;
  const percentOf = (value: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const percent = percentOf(rate);
  const list = (items: readonly string[]) =>
    items.length ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(items) : words.noneYet;
  const named = (page: (typeof sample)[keyof typeof sample]) =>
    'dialog' in page ? `${addressIn(lang, page.address)} (${words.dialog})` : addressIn(lang, page.address);
  return {
    state: words[state],
    rate: words.rate.replace('{rate}', percent).replace('{mean}', percentOf(mean)).replace('{version}', rgaa.version),
    facts: [
      words.audit
        .replace('{date}', longDate(new Date(`${facts.date}T12:00:00Z`), lang))
        .replace('{by}', inLang(facts.by))
        .replace('{version}', rgaa.version),
      `${words.tools} ${list(inLang(facts.tools))}`,
      `${words.browsers} ${list(inLang(facts.browsers))}`,
      `${words.assistiveTechnologies} ${list(inLang(facts.assistiveTechnologies))}`,
      `${words.pages} ${list(
        Object.entries(sample).map(
          ([name, page]) => `${named(page)} ${percentOf(rates[name as keyof typeof sample].rate)}`,
        ),
      )}`,
    ],
    failures: failed.length
      ? failed.map((criterion) => `${criterion.id} — ${inLang(criterion.note!)}`)
      : [words.noFailure],
  };
}
