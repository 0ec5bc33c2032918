import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/chromium';

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
  use: { baseURL: 'http://localhost:4321', launchOptions },
  projects: [
    {
      name: 'phone',
      // Run once, from the desktop project: delivery (a second build with a real endpoint), input fuzzing,
      // response headers, the dev preview and the long-copy build set up servers and builds of their own,
      // and choose their own sizes or none.
      ...only([/(delivery|contact-fuzz|headers|dev-preview|long-copy)\.spec/]),
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', ...only([]), use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npm run preview',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: 'http://localhost:4321',
    reuseExistingServer: !process.env.CI,
  },
});
