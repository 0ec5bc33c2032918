import { useState } from 'react';
import { deliver } from './deliver.ts';
import type { Receiver } from './receiver-settings.ts';
import { honeypotFilled, typedTooFast, type Typing } from './spam-guards.ts';
import {
  contactFields,
  lengthError,
  readPhone,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  type PhoneRule,
} from './validation.ts';

/** Where a message stands: nothing under way, on its way to the receiver, or not delivered. */
export type SubmissionStatus = 'idle' | 'sending' | 'failed';

/**
 * The contact form's checking and sending. `check` shows the spec's field errors and names the first
 * field to fix; `send` logs the message (the spec's behaviour) and, with a receiver, delivers the form
 * as it stands, unless the spam guards take it for a bot's.
 * The page's phone rule decides which numbers pass and the form they are sent in.
 */
export function useSubmission(receiver: Receiver | undefined, phoneRule?: PhoneRule) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<ContactErrors>({});

  const check = (draft: ContactDraft): ContactField | undefined => {
    const found = validateContact(draft, phoneRule);
    setErrors(found);
    return contactFields.find((field) => found[field]);
  };

  /** Resolves to true once the message is sent (or logged, without a receiver; or a bot's, dropped). */
  const send = async (draft: ContactDraft, form: HTMLFormElement, typing: Typing) => {
    if (status === 'sending') return false;
    const message = { name: draft.name.trim(), phone: readPhone(draft.phone, phoneRule), message: draft.message };
    console.log(message);
    if (!receiver) return true;
    const fields = new FormData(form);
    // A bot sees the normal success, and nothing is sent.
    if (honeypotFilled(fields, receiver.honeypot) || typedTooFast(typing, Date.now())) return true;
    const body = new URLSearchParams(fields as unknown as string[][]);
    body.set('name', message.name);
    body.set('phone', message.phone);
    // The way back is for a visitor without JavaScript; this answer comes back as JSON.
    if (receiver.returnField) body.delete(receiver.returnField);
    setStatus('sending');
    const result = await deliver(receiver.action, body);
    setStatus(result === 'sent' ? 'idle' : 'failed');
    return result === 'sent';
  };

  /** Editing a field clears its own error, and only its own; a field over its length says so at once. */
  const edited = (field: ContactField, value: string) =>
    setErrors((errors) => ({ ...errors, [field]: lengthError(field, value) }));

  /** On close: errors and a failure notice go; a message on its way carries on. */
  const reset = () => {
    setErrors({});
    setStatus((now) => (now === 'sending' ? now : 'idle'));
  };

  return { status, errors, check, send, edited, reset };
}
