import puppeteer from 'puppeteer-core';
import { expect } from '@playwright/test';
import { firefoxPath, launchFirefox } from './engines/firefox';
import type { receiverSite } from './receiver-site';

/**
 * Debian's Firefox without JavaScript, by keyboard alone, on a receiver's build: Contact opens the dialog
 * by invoker command, and its form posts to the receiver and comes back to the sent notice.
 */
export async function sendWithoutScripts(
  site: Awaited<ReturnType<typeof receiverSite>>,
  message: { name: string; phone: string; message: string },
) {
  // How many Tab presses reach Contact: walked where scripts run (the order is the same without them).
  const counter = await launchFirefox();
  const noScript = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Firefox ESR 153's WebDriver BiDi has no emulation.setScriptingEnabled; the preference turns scripts off.
    extraPrefsFirefox: { 'javascript.enabled': false },
  });
  try {
    const counting = await counter.newPage();
    await counting.goto(`${site.origin}/privacy`);
    let tabs = 0;
    const onContact = () => counting.evaluate(() => document.activeElement?.matches('footer [aria-haspopup="dialog"]'));
    while (tabs < 60 && !(await onContact())) {
      await counting.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeGreaterThan(1);

    // With no script, nothing but the keyboard and what the servers see: the page cannot be asked anything.
    const page = await noScript.newPage();
    await page.goto(`${site.origin}/privacy`);
    for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
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
    await Promise.all([counter.close(), noScript.close()]);
  }
}
