import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';

// What a screen reader model speaks on a page (tests/e2e/speech.spec.ts): Guidepup's virtual screen reader,
// run in the page over its accessibility tree, as a visitor's screen reader reads it from start to end.

/** The virtual screen reader for the browser, as one script that sets `window.speech` when evaluated. */
export async function readerScript() {
  const entry = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'speech',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

interface Reader {
  start: (options: { container: Element }) => Promise<void>;
  stop: () => Promise<void>;
  next: () => Promise<void>;
  lastSpokenPhrase: () => Promise<string>;
  spokenPhraseLog: () => Promise<string[]>;
  activeNode: Node | null;
}
declare global {
  interface Window {
    speech: { virtual: Reader };
    heard: number;
  }
}

/**
 * Loads the reader into the page and starts it over `container` (a selector). Evaluated through the browser's
 * debugging protocol, the script is not the page's own: the page's Content-Security-Policy does not apply.
 */
export async function startReader(page: Page, script: string, container = 'body') {
  if (!(await page.evaluate(() => 'speech' in window))) await page.evaluate(script);
  await page.evaluate(async (selector) => {
    // With scripts on, a browser renders no <noscript> and no screen reader reads it: the model would.
    document.querySelectorAll('noscript').forEach((element) => element.remove());
    await window.speech.virtual.start({ container: document.querySelector(selector)! });
    window.heard = (await window.speech.virtual.spokenPhraseLog()).length;
  }, container);
}

/** What the reader has spoken since the last call: each phrase a line. */
export const heard = (page: Page) =>
  page.evaluate(async () => {
    const log = await window.speech.virtual.spokenPhraseLog();
    const fresh = log.slice(window.heard);
    window.heard = log.length;
    return fresh;
  });

/**
 * Moves the reader from its start to its end, item by item, and returns what it speaks. When an item's language
 * differs from the one before it, a line `[lang xx]` first says so, where a screen reader changes its voice.
 */
export const walk = (page: Page) =>
  page.evaluate(async () => {
    const { virtual } = window.speech;
    const lines = [await virtual.lastSpokenPhrase()];
    const first = virtual.activeNode;
    let voice = document.documentElement.lang;
    // A bound, so that a reader that loops fails the test instead of hanging it: far above any page's items.
    for (let step = 0; step < 5000; step++) {
      await virtual.next();
      const node = virtual.activeNode;
      const element = node instanceof Element ? node : node?.parentElement;
      const lang = element?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang !== voice) lines.push(`[lang ${(voice = lang)}]`);
      const log = await virtual.spokenPhraseLog();
      lines.push(...log.slice(window.heard));
      window.heard = log.length;
      // The container's end ("end of document") is its own node again: one more step would start over.
      if (node === first) return lines;
    }
    throw new Error(`no end reached: ${lines.slice(-5).join(' | ')}`);
  });

/** Each `lang` on the page, <html> first: a screen reader speaks each element in its language. */
export const languagesOnPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[lang]')].map((element) => {
      const name = element === document.documentElement ? '' : ` ${element.textContent?.trim().replace(/\s+/g, ' ')}`;
      return `lang ${element.getAttribute('lang')}: <${element.localName}>${name}`;
    }),
  );

export const stopReader = (page: Page) => page.evaluate(() => window.speech.virtual.stop());
