import type { Page, LaunchOptions } from '@playwright/test';
import type { Driver } from './driver.ts';
import { existsSync } from 'node:fs';

/** Playwright's page as a flow driver (the console is already guarded by tests/support/fixtures.ts). */
export function chromiumDriver(page: Page, origin: string, phone: boolean): Driver {
  return {
    goto: async (path) => void (await page.goto(origin + path)),
    run: (fn, ...args) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`) as never,
    move: (x, y) => page.mouse.move(x, y),
    click: (x, y) => (phone ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    problems: async () => [],
  };
}

/** Debian's Chromium where it is installed (CI, this machine); undefined: Playwright's own browser. */
export const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/**
 * Debian's build of Chromium's headless shell, the same engine without the browser around it: what
 * Playwright itself runs headless. A whole suite takes half the CPU it takes in full Chromium.
 */
const headlessShellPath = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : undefined;

/**
 * Flags every Chromium here needs: the machine has no sandbox, no GPU and a closed network. Without a GPU,
 * compositing in software within the browser process saves a process's work: 7 % of the suite's CPU here.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-gpu-compositing',
  '--in-process-gpu',
];

/**
 * Lighthouse's browsers, by name (tests/bench/). Its simulated phone multiplies the page's main-thread wall
 * time, and on two cores the full browser's own work (its window's compositor, its interface's renderer)
 * takes turns with the page's: the bench measures in the headless shell, the same engine without them.
 */
export const lighthouseBrowsers = {
  shell: { chromePath: headlessShellPath, chromeFlags: [...chromiumArgs, '--ignore-certificate-errors'] },
  full: { chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'] },
};
export const lighthouseBrowser = headlessShellPath ? lighthouseBrowsers.shell : lighthouseBrowsers.full;

/** For Playwright's tests: the headless shell (with Playwright's own browser, Playwright picks its shell). */
export const launchOptions: LaunchOptions = { executablePath: headlessShellPath ?? chromiumPath, args: chromiumArgs };

/**
 * The whole browser a visitor runs, for what the headless shell leaves out: the back/forward cache
 * (tests/e2e/bfcache.spec.ts) and the bench's page changes.
 */
export const fullChromiumLaunchOptions: LaunchOptions = chromiumPath
  ? { executablePath: chromiumPath, args: chromiumArgs }
  : { channel: 'chromium', args: chromiumArgs };
