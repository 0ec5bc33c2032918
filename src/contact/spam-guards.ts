/**
 * Keeps bots out with no third-party script: a honeypot field (src/contact/receiver-settings.ts names it as
 * each service reads it) and a time trap. A bot sees the normal success and nothing is sent.
 */

/** 20 keys a second, from the first keystroke: faster than any person types (a fast typist makes 10–12). */
export const MIN_MS_PER_KEY = 50;

/** Keystrokes that typed a character in the form, and when the first one came. */
export interface Typing {
  keys: number;
  firstKeyAt?: number;
}

/**
 * True when the form was completed faster than a person can type, counted from the first keystroke.
 * Text that arrived without keystrokes (a draft restored from the session, browser autofill, a paste)
 * is not counted, so it never makes a person look like a bot.
 */
export const typedTooFast = ({ keys, firstKeyAt }: Typing, now: number) =>
  firstKeyAt !== undefined && keys > 1 && now - firstKeyAt < (keys - 1) * MIN_MS_PER_KEY;

/** A filled honeypot (a text a person never sees, or a box a person never ticks) gives a bot away. */
export const honeypotFilled = (form: FormData, honeypot: string) => (form.get(honeypot) ?? '') !== '';
