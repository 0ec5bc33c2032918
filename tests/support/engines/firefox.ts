import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Driver, Screen } from './driver.ts';
import { expect } from '@playwright/test';
import type { receiverSite } from '../receiver-site.ts';

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

/**
 * A finger's tap as one WebDriver BiDi command: down and up in one action sequence, so the browser times it
 * and not the network. Puppeteer's own tap sends two commands; on a busy machine the gap between them passed
 * Firefox's 300 ms (`apz.max_tap_time`), and a touch held that long is no tap: no click came.
 */
const tap = (page: Page, x: number, y: number) =>
  (page.mainFrame() as unknown as BidiFrame).browsingContext.performActions([
    {
      type: 'pointer',
      id: 'finger',
      parameters: { pointerType: 'touch' },
      actions: [
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    },
  ]);

/** What Puppeteer's BiDi frame exposes of its browsing context: the one call a tap needs. */
interface BidiFrame {
  browsingContext: { performActions: (actions: unknown[]) => Promise<void> };
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
    click: (x, y) => (phone ? tap(page, x, y) : page.mouse.click(x, y)),
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

/**
 * Debian's Firefox without JavaScript, by keyboard alone, on a receiver's build: Contact opens the dialog
 * by invoker command, and its form posts to the receiver and comes back to the sent notice.
 */
export async function sendWithoutScripts(
  site: Awaited<ReturnType<typeof receiverSite>>,
  message: { name: string; phone: string; message: string },
) {
  const noScript = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Firefox ESR 153's WebDriver BiDi has no emulation.setScriptingEnabled; the preference turns scripts off.
    extraPrefsFirefox: { 'javascript.enabled': false },
  });
  try {
    // The page runs no script; the test still reads which element has focus (WebDriver BiDi reads the
    // page without running any of its code), to walk by keyboard alone to Contact.
    const page = await noScript.newPage();
    await page.goto(`${site.origin}/privacy`);
    const onContact = () => page.evaluate(() => document.activeElement?.matches('footer [aria-haspopup="dialog"]'));
    let tabs = 0;
    while (tabs < 60 && !(await onContact())) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeGreaterThan(1);
    await page.keyboard.press('Enter'); // Contact: the dialog opens, focus on its close button
    for (const value of [message.name, message.phone, message.message]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    for (const _ of ['Cancel', 'Send Message']) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${site.origin}/privacy#sent`);
    expect(site.receiver.messages).toEqual([
      {
        ...message,
        language: 'en',
        page: `${site.origin}/privacy`,
        _honeypot: '',
        _next: `${site.origin}/privacy#sent`,
      },
    ]);
  } finally {
    await noScript.close();
  }
}
