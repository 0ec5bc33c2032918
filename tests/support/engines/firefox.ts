import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Driver, Screen } from './driver';

export const firefoxPath = '/usr/bin/firefox-esr';
export const firefoxMissing = existsSync(firefoxPath)
  ? undefined
  : 'No Firefox: its tests are skipped. Install it with `apt-get install firefox-esr` (as root).';

/**
 * Debian's Firefox ESR through Puppeteer over WebDriver BiDi (Playwright 1.65 cannot drive it: its BiDi
 * context creation fails on emulation.setMediaFeaturesOverride). Real touch input on the phone screen.
 */
export async function launchFirefox() {
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
}

export async function firefoxDriver(browser: Browser, origin: string, screen: Screen): Promise<Driver> {
  const page: Page = await browser.newPage();
  const phone = screen.name === 'phone';
  await page.setViewport({ width: screen.width, height: screen.height, isMobile: phone, hasTouch: phone });
  let problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error}`));
  await page.evaluateOnNewDocument(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    ),
  );
  return {
    goto: async (path) => void (await page.goto(origin + path)),
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    move: (x, y) => page.mouse.move(x, y),
    click: (x, y) => (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      if (key !== 'Shift+Tab') return page.keyboard.press(key);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    problems: async () => {
      const found = problems;
      problems = [];
      return found;
    },
  };
}
