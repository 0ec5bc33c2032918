/** The contact form's rules (spec section 5), as a pure function the dialog and the tests share. */
import { contactFields, type ContactField } from './draft-keys.ts';
import { frenchPhone } from './french-phone.ts';

export { contactFields, type ContactField };
export type ContactDraft = Record<ContactField, string>;
export type ContactErrorCode = 'nameRequired' | 'phoneRequired' | 'phoneInvalid' | 'messageRequired' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

const PHONE = /^\+?[1-9]\d{0,15}$/;

/**
 * The most characters each field takes: a long full name, a 16-digit number with a separator between
 * every digit (the phone rule's longest sensible writing), and a letter of a few pages.
 */
export const fieldLimits: Record<ContactField, number> = { name: 120, phone: 40, message: 5000 };

/** The field's length error, or none: shown as the visitor types; nothing typed is cut. */
export const lengthError = (field: ContactField, value: string) =>
  value.length > fieldLimits[field] ? 'tooLong' : undefined;

/** Spaces, hyphens and parentheses are formatting, not part of the number. */
export const normalizePhone = (phone: string) => phone.replace(/[\s\-()]/g, '');

/**
 * How a page reads phone numbers, chosen by its language: 'international' is the specification's rule;
 * 'fr' first reads a French national number (06 12 34 56 78) as its international form, then applies it.
 */
export type PhoneRule = 'international' | 'fr';

/** Each language's phone rule: French pages also read a number written the French way (06 12 34 56 78) as +33. */
export const phoneRuleOf = (lang: string): PhoneRule => (lang === 'fr' ? 'fr' : 'international');

/** The number to send: the French reading on 'fr' when there is one, otherwise exactly what was typed. */
export const readPhone = (phone: string, rule: PhoneRule = 'international') =>
  (rule === 'fr' && frenchPhone(phone)) || phone;

// Formatting between the digits: what normalizePhone removes, and on French pages also dots.
const SPACING = String.raw`[\s\-\(\)]*`;
const FRENCH_SPACING = String.raw`[\s.\-\(\)]*`;
const international = `${SPACING}\\+?${SPACING}[1-9](?:${SPACING}\\d){0,15}${SPACING}`;
const frenchNational = `${FRENCH_SPACING}(?:(?:\\+|00)${FRENCH_SPACING}3${FRENCH_SPACING}3(?:${FRENCH_SPACING}0)?|0)${FRENCH_SPACING}[1-9](?:${FRENCH_SPACING}\\d){8}${FRENCH_SPACING}`;

/** The same rules as an HTML `pattern`, for the browser's own check when the form posts with no script. */
export const phonePattern = (rule: PhoneRule = 'international') =>
  rule === 'fr' ? `${international}|${frenchNational}` : international;

export function validateContact(draft: ContactDraft, phoneRule?: PhoneRule): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields)
    if (!draft[field].trim()) errors[field] = `${field}Required`;
    else errors[field] = lengthError(field, draft[field]);
  if (!errors.phone && !PHONE.test(normalizePhone(readPhone(draft.phone, phoneRule)))) errors.phone = 'phoneInvalid';
  return errors;
}
