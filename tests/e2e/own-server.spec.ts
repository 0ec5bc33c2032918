import { expect, test } from '../support/fixtures';

// The run serves the dist/ it just built, on a port of its own (tests/playwright.config.ts). A dev server
// on 4321 answers with other headers and other scripts, and must never be what the tests read.
test('every page comes from the server this run started', async ({ page, baseURL }) => {
  expect(new URL(baseURL!).port).not.toBe('4321');
  const response = await page.goto('/');
  expect(response!.headers()['x-test-run']).toBe(process.env.TEST_RUN_ID);
});
