// The audit's sample: one page of each kind the site builds, and the contact dialog open, in each language.
import { kinds, type Kind } from '../routes/page-kinds.ts';

/** Each sample page by the name the audit gives it, with the kind of page it stands for and its address. */
export const sample = {
  home: { kind: 'home', address: kinds.home() },
  collections: { kind: 'seasons', address: kinds.seasons() },
  season: { kind: 'season', address: kinds.season({ season: 'fall-winter-2025' }) },
  look: { kind: 'look', address: kinds.look({ season: 'fall-winter-2025', look: 'look-01' }) },
  privacy: { kind: 'policy', address: kinds.policy({ policy: 'privacy' }) },
  legal: { kind: 'policy', address: kinds.policy({ policy: 'legal' }) },
  accessibility: { kind: 'policy', address: kinds.policy({ policy: 'accessibility' }) },
  'coming-soon': { kind: 'comingSoon', address: kinds.comingSoon() },
  'site-map': { kind: 'siteMap', address: kinds.siteMap() },
  'not-found': { kind: 'notFound', address: '/a-page-that-does-not-exist' },
  contact: { kind: 'home', address: kinds.home(), dialog: true },
  // RGAA's sample adds pages drawn at random, at least a tenth of it: drawn on 2026-12-06 among those outside it.
  drawn: { kind: 'look', address: kinds.look({ season: 'fall-winter-2025', look: 'look-03' }) },
} as const satisfies Record<string, { kind: Kind; address: string; dialog?: true }>;

export type SamplePage = keyof typeof sample;
export const samplePages = Object.keys(sample) as SamplePage[];

/** The kinds that are not pages a visitor reads: a policy page's Markdown copy, and llms.txt are text for agents. */
const notPages: Kind[] = ['policyText', 'llms'];

/** Each kind of page the site builds that no sample page stands for: the build names it. */
export const kindsOutsideSample = (all = Object.keys(kinds) as Kind[]) =>
  all.filter((kind) => !notPages.includes(kind) && !Object.values(sample).some((page) => page.kind === kind));
