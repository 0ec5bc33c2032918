import { expect } from '@playwright/test';
import { clickOn, type Driver } from './engines/driver.ts';
import { holdScripts } from './local-servers.ts';
import type { FormReceiver } from './form-receivers.ts';
import { DIALOG } from './spec-texts.ts';

/**
 * A visitor on a slow phone, on a build with a receiver: Contact opens the dialog at once by invoker
 * command, and they type, paste and move between fields while the islands' code is still on its way (held
 * back by local-servers.ts). Then the code arrives, keys still coming. In any engine, through its Driver.
 */
export const PASTED = 'Pasted before the code arrived: a fitting for the silk faille coat, please.';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits for a state of the page, read by a self-contained function. */
async function until(d: Driver, state: () => boolean, what: string) {
  for (let tries = 0; !(await d.run(state)); tries++) {
    if (tries > 600) throw new Error(`Still not so after 30 s: ${what}`);
    await sleep(50);
  }
}

const fields = () => {
  const value = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!.value;
  const focused = document.activeElement as HTMLInputElement;
  return {
    name: value('contact-name'),
    phone: value('contact-phone'),
    message: value('contact-message'),
    focused: focused.id,
    caret: [focused.selectionStart, focused.selectionEnd],
    draft: sessionStorage.getItem('contact-draft:phone'),
  };
};

/** The visitor's minute, in any engine: returns what the page shows once the code has arrived. */
export async function typeBeforeTheCode(siteOrigin: string, open: (origin: string) => Promise<Driver>) {
  const held = await holdScripts(siteOrigin);
  try {
    const d = await open(held.origin);
    await d.goto('/');
    const invokers = await d.run(() => 'commandForElement' in HTMLButtonElement.prototype);
    if (!invokers) return 'no invoker commands';
    await clickOn(d, 'button[aria-haspopup="dialog"]');
    await until(d, () => document.querySelector('dialog')!.open, 'the dialog opened by its invoker');
    await clickOn(d, '#contact-name');
    await d.type('Grace Hop');
    await d.press('Tab');
    await d.type('+1 202 555');
    await d.press('Tab');
    // A paste: text and its input event, with no keystroke.
    await d.run((text: string) => {
      const field = document.activeElement as HTMLTextAreaElement;
      field.value += text;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
    }, PASTED);
    await d.press('Shift+Tab');
    await d.run(() => document.querySelector<HTMLInputElement>('#contact-phone')!.setSelectionRange(10, 10));
    expect(await d.run(() => document.querySelector('astro-island[ssr]') !== null)).toBe(true);
    // The code arrives while the visitor goes on typing, at a person's pace.
    held.release();
    for (const key of ' 0143') {
      await d.type(key);
      await sleep(150);
    }
    await until(d, () => !document.querySelector('astro-island[ssr]'), 'the islands hydrated');
    const shown = await d.run(fields);
    await clickOn(d, 'button[type="submit"]', DIALOG.send);
    await until(d, () => !document.querySelector('dialog')!.open, 'the dialog closed once sent');
    return shown;
  } finally {
    await held.stop();
  }
}

/** What the page shows once the code has arrived: every character, the focused field, the caret, the draft. */
export const typedBeforeCode = {
  name: 'Grace Hop',
  phone: '+1 202 555 0143',
  message: PASTED,
  focused: 'contact-phone',
  caret: [15, 15],
  draft: '+1 202 555 0143',
};

/** The receiver got the message once, whole. */
export const deliveredOnce = (receiver: FormReceiver) =>
  expect(receiver.messages).toEqual([
    expect.objectContaining({ name: 'Grace Hop', phone: '+1 202 555 0143', message: PASTED }),
  ]);
