// The audit's numbers, counted as RGAA counts them: never typed, always from the statuses of audit.yaml.
import type { Criterion } from './audit.ts';
import { samplePages, type SamplePage } from './sample.ts';

/** The déclaration's state: every applicable criterion met, at least half, or fewer. */
export type State = 'full' | 'partial' | 'none';
export const stateOf = (rate: number): State => (rate === 1 ? 'full' : rate >= 0.5 ? 'partial' : 'none');

const count = (statuses: string[]) => {
  const met = statuses.filter((status) => status === 'C').length;
  const applicable = statuses.filter((status) => status !== 'NA').length;
  return { met, applicable, rate: applicable ? met / applicable : 1 };
};

/** Each sample page's criteria met over the criteria that apply to it. */
export const pageRates = (criteria: Criterion[]) =>
  Object.fromEntries(
    samplePages.map((page) => [page, count(criteria.map((criterion) => criterion.pages[page]))]),
  ) as Record<SamplePage, ReturnType<typeof count>>;

/**
 * The site's rate, RGAA's "taux global": a criterion is met when it is met on every sample page where it applies,
 * failed when it fails on one, not applicable when it applies to none; met over applicable. Its state follows.
 */
export function auditResult(criteria: Criterion[]) {
  const overall = criteria.map(({ pages }) => {
    const statuses = Object.values(pages);
    return statuses.includes('NC') ? 'NC' : statuses.every((status) => status === 'NA') ? 'NA' : 'C';
  });
  const { met, applicable, rate } = count(overall);
  const pages = pageRates(criteria);
  const mean = samplePages.reduce((sum, page) => sum + pages[page].rate, 0) / samplePages.length;
  const failed = criteria.filter((_, index) => overall[index] === 'NC');
  const notApplicable = criteria.filter((_, index) => overall[index] === 'NA');
  return { met, applicable, rate, mean, state: stateOf(rate), pages, failed, notApplicable };
}
