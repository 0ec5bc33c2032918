/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Two projects: `unit` is fast logic and components (seconds); `build` builds the site, or copies of it
// with edited content, and reads dist/ (it runs after `npm run build`, as `npm test` does). Each scenario
// copy they read is built once, before them (tests/support/scenarios.ts).
export default getViteConfig({
  test: {
    environment: 'node',
    // Files share one process and its imported modules (a fifth less CPU than a process each): each file
    // sets up what it uses and puts the stores back (tests/support/dialog-props.ts).
    isolate: false,
    projects: [
      // A time budget, never a check: on a busy 2-core machine a component typing a form, or git run a
      // dozen times, can take longer than Vitest's default 5 s.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 } },
      // React components render in jsdom. A project of their own: a process keeps its modules only while the
      // next file asks for the same environment, and mixed in with `unit` they took four processes, not one.
      {
        extends: true,
        test: { name: 'components', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/build/scenarios.setup.ts'],
          // A test that builds a copy takes up to 8 s here alone (content-build.test.ts); room for a busy machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
