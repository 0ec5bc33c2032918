import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every e2e test runs under this guard: a CSP violation, an uncaught page error or a console error
 * fails the test. The only expected console errors are the 404 page's own log and the browser's
 * note about the 404 response itself.
 */
const expected = [/^404 Error: User attempted to access non-existent route:/, /status of 404 \(Not Found\)/];

export const test = base.extend<{ expectedError: RegExp | undefined }>({
  /** Console errors a test provokes on purpose (for example a 500 from a test endpoint). */
  expectedError: [undefined, { option: true }],
  // The guard comes with the page: a test that needs none (a file of dist/, another engine) opens none.
  page: async ({ page, expectedError }, use) => {
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (![...expected, expectedError].some((pattern) => pattern?.test(text))) problems.push(`console error: ${text}`);
    });
    await use(page);
    expect(problems, 'no CSP violation, console error or page error').toEqual([]);
  },
});

export { expect, type Page };

/**
 * Waits for the page to render `count` more frames. The shortest wait that proves something did not
 * happen when it would happen within a frame: observers (IntersectionObserver, resize), scroll and style
 * changes all report by the next rendering step.
 */
export const frames = (page: Page, count = 2) =>
  page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
        step(n);
      }),
    count,
  );
