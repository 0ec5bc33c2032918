import { atom } from 'nanostores';
import { persistentMap, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { draftPrefix, type ContactField } from './draft-keys.ts';

/** The dialog's id: the Contact button opens it by invoker command before any script has run. */
export const DIALOG_ID = 'contact';
/** The form's id: the page's own hidden fields join it from outside the island (src/components/Footer.astro). */
export const FORM_ID = 'contact-form';
/** The footer's sent notice (./SentNotice.tsx), where a visitor without JavaScript lands after sending. */
export const SENT_ANCHOR = 'sent';

/** Whether the contact dialog is open: shared by the trigger island and the dialog island. */
export const $contactOpen = atom(false);

/** The button that opened the dialog: focus goes back to it when the dialog closes. */
export const $contactOpener = atom<HTMLElement | null>(null);

/** Whether the message last written here was sent: the footer's sent notice says so until the dialog opens again. */
export const $contactSent = atom(false);

export const openContact = (opener?: HTMLElement) => {
  $contactOpener.set(opener ?? null);
  $contactSent.set(false);
  $contactOpen.set(true);
};
export const closeContact = () => $contactOpen.set(false);

// A page restored from the back/forward cache comes back with the dialog closed (the draft stays).
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) closeContact();
  });

// Drafts live in sessionStorage: they survive a closed dialog and a reload, not the end of the visit.
if (typeof sessionStorage !== 'undefined') setPersistentEngine(sessionStorage, windowPersistentEvents);

const emptyDraft: Record<ContactField, string> = { name: '', phone: '', message: '' };

/** What the visitor has typed and not yet sent. */
export const $contactDraft = persistentMap(draftPrefix, emptyDraft);

export const clearDraft = () => $contactDraft.set(emptyDraft);
