/** The contact form's rules (spec section 5), as a pure function the dialog and the tests share. */
export interface ContactDraft {
  name: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactDraft;
export type ContactErrorCode = 'nameRequired' | 'phoneRequired' | 'phoneInvalid' | 'messageRequired';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

const PHONE = /^\+?[1-9]\d{0,15}$/;

/** Spaces, hyphens and parentheses are formatting, not part of the number. */
export const normalizePhone = (phone: string) => phone.replace(/[\s\-()]/g, '');

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!draft.name.trim()) errors.name = 'nameRequired';
  if (!draft.phone.trim()) errors.phone = 'phoneRequired';
  else if (!PHONE.test(normalizePhone(draft.phone))) errors.phone = 'phoneInvalid';
  if (!draft.message.trim()) errors.message = 'messageRequired';
  return errors;
}

export const contactFields: ContactField[] = ['name', 'phone', 'message'];
