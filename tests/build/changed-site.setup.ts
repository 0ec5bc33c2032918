import type { TestProject } from 'vitest/node';
import { buildChangedSite } from '../support/changed-site';

/** The changed copy of the site (tests/support/changed-site.ts), built once before the build tests. */
export default async function setup(project: TestProject) {
  const { copy, failed, output, remove } = await buildChangedSite();
  project.provide('changedSite', { copy, failed, output });
  return remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The changed copy's folder (its build is in dist/), and whether its build failed, with what it printed. */
    changedSite: { copy: string; failed: boolean; output: string };
  }
}
