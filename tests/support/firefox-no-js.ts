import puppeteer from 'puppeteer-core';
import { expect } from '@playwright/test';
import { firefoxPath } from './engines/firefox';
import type { receiverSite } from './receiver-site';

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
