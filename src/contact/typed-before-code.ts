import { $contactDraft } from './store.ts';
import { contactFields, type ContactField } from './validation.ts';

/**
 * The hand-off at hydration, before React reads either side: with a receiver, the platform opens the dialog by
 * invoker command and its fields take text before this code arrives. Here, before the dialog's first render,
 * each field's own text becomes the draft's, and the draft restored from the session fills each field left
 * empty. Fields and draft then agree, so hydrating with the draft draws exactly what the page shows: no
 * render can put the server's empty value over the visitor's text, and focus and the caret stay. Returns
 * the fields whose text was adopted, for their checks. Does nothing on the server.
 */
export function meetTheDraft(fieldIdOf: (field: ContactField) => string): ContactField[] {
  if (typeof document === 'undefined') return [];
  const adopted: ContactField[] = [];
  for (const field of contactFields) {
    const element = document.getElementById(fieldIdOf(field)) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!element) continue;
    const draft = $contactDraft.get()[field];
    if (element.value && element.value !== draft) {
      $contactDraft.setKey(field, element.value);
      adopted.push(field);
    } else if (!element.value && draft) element.value = draft;
  }
  return adopted;
}
