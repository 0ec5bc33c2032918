import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/chromium';

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
      // Run once, at the desktop size: delivery (one real endpoint on a fixed port), input fuzzing and
      // response headers do not depend on the viewport.
      testIgnore: /(delivery|contact-fuzz|headers)\.spec/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npm run preview',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: 'http://localhost:4321',
    reuseExistingServer: !process.env.CI,
  },
});
