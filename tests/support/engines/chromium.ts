import type { Page } from '@playwright/test';
import type { Driver } from './driver';

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
