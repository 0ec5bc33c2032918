import type { TestProject } from 'vitest/node';
import { buildScenario, type Scenario } from '../support/scenarios';

/** The scenarios the build tests read (tests/support/scenarios.ts), each built once before them, one at a time. */
export default async function setup(project: TestProject) {
  const built: ProvidedScenarios = {};
  const removes: (() => void)[] = [];
  for (const name of ['guide-examples', 'third-language', 'editor-session'] as const) {
    const { copy, failed, output, remove } = await buildScenario(name);
    built[name] = { copy, failed, output };
    removes.push(remove);
  }
  project.provide('scenarios', built);
  return () => removes.forEach((remove) => remove());
}

type ProvidedScenarios = Partial<Record<Scenario, { copy: string; failed: boolean; output: string }>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each scenario's copy of the site (its build is in dist/), and whether its build failed, with what it printed. */
    scenarios: ProvidedScenarios;
  }
}
