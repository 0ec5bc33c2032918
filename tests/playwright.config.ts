import { randomUUID } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/chromium';
import { freePort } from './support/free-port';

// The run owns its server: dist/ on a free port of its own, never whatever already answers somewhere (a
// copywriter's `npm run dev` on 4321). Set once in the runner; its workers inherit the values.
process.env.TEST_PORT ??= String(await freePort());
process.env.TEST_RUN_ID ??= randomUUID();
const origin = `http://127.0.0.1:${process.env.TEST_PORT}`;

// `npm run screenshots` sets SCREENSHOTS: then only the screenshot script runs, saving pictures of every
// screen for a person to look at (tests/screenshots/, git-ignored). `npm test` never runs it.
const screenshots = Boolean(process.env.SCREENSHOTS);
const only = (ignored: RegExp[]) =>
  screenshots ? { testMatch: /screenshots\.spec/ } : { testIgnore: [/screenshots\.spec/, ...ignored] };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: { baseURL: origin, launchOptions },
  projects: [
    {
      name: 'phone',
      // Run once, from the desktop project: delivery (a second build with a real endpoint), input fuzzing,
      // response headers, the dev preview and the long-copy build set up servers and builds of their own,
      // and choose their own sizes or none. The browser editor at /admin is checked once, on a desktop.
      ...only([/(delivery|contact-fuzz|headers|dev-preview|long-copy|editor)\.spec/]),
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    // small-screen.spec sets its own 360 px phone viewport: once, in the phone project (touch, mobile viewport).
    {
      name: 'desktop',
      ...only([/small-screen\.spec/]),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: { command: 'node support/test-server.mjs', url: origin, reuseExistingServer: false },
});
