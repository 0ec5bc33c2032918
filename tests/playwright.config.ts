import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/engines/chromium.ts';
import { engineArgs, freePort } from './support/engine.ts';

// The run owns its server: dist/ on Cloudflare's engine, on a free port of its own, never whatever already
// answers somewhere (a copywriter's `npm run dev` on 4321). Set once in the runner; its workers inherit it.
process.env.TEST_PORT ??= String(await freePort());
const port = Number(process.env.TEST_PORT);
const origin = `http://127.0.0.1:${port}`;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

// `npm run screenshots` sets SCREENSHOTS: then only the screenshot script runs, saving pictures of every
// screen for a person to look at (tests/screenshots/, git-ignored). `npm test` never runs it.
const screenshots = Boolean(process.env.SCREENSHOTS);
const backForward = /bfcache\.spec/;
const only = screenshots ? { testMatch: /screenshots\.spec/ } : { testIgnore: [/screenshots\.spec/, backForward] };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two workers beside Vitest on two cores.
  workers: 2,
  // In CI a failed test runs again once, to tell a flake from a failure, and a flake fails the run all the
  // same: a test that needed a retry is a defect to find.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // In CI, a dot per test, then every failure and flake in full: at the end, where a log's tail shows it.
  reporter: process.env.CI ? 'dot' : 'list',
  use: { baseURL: origin, launchOptions },
  // Each test runs once, on a desktop, unless its result depends on the layout: tests tagged `@sizes` run
  // on the phone too, and tests tagged `@phone` (the phone's own layout and touch) only there.
  // Workers start per project: the projects that need their own come first, while Vitest still shares the
  // machine, so that the run ends on desktop tests in workers already started, not on starting browsers.
  projects: [
    // The back/forward cache needs the whole Chromium (bfcache.spec.ts).
    ...(screenshots ? [] : [{ name: 'whole-chromium', testMatch: backForward, use: desktop }]),
    {
      name: 'phone',
      // One worker: its few tests would not repay starting a second.
      workers: 1,
      ...only,
      grep: /@sizes|@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', ...only, grepInvert: /@phone/, use: desktop },
  ],
  webServer: {
    command: [process.execPath, ...engineArgs(dist, port)].map((arg) => JSON.stringify(arg)).join(' '),
    url: origin,
    reuseExistingServer: false,
  },
});
