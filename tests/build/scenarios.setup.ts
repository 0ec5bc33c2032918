import type { TestProject } from 'vitest/node';
import { buildScenario, type Scenario } from '../support/scenarios.ts';

/**
 * The scenarios the build tests read (tests/support/scenarios.ts), built once before them, together: a build
 * is most of their cost. German comes last, so that it translates the collection the guide's examples add.
 */
export default async function setup(project: TestProject) {
  const names = ['guide-examples', 'editor-session', 'third-language'] as const;
  const { copy, failed, output, remove } = await buildScenario(...names);
  project.provide('scenarios', Object.fromEntries(names.map((name) => [name, { copy, failed, output }])));
  return remove;
}

type ProvidedScenarios = Partial<Record<Scenario, { copy: string; failed: boolean; output: string }>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each scenario's copy of the site (its build is in dist/), and whether its build failed, with what it printed. */
    scenarios: ProvidedScenarios;
  }
}
