import { useEffectEvent, useLayoutEffect } from 'react';
import { $contactDraft } from './store';
import { contactFields, type ContactField } from './validation';

/**
 * Keeps what the visitor typed or pasted before this code arrived: with a receiver, the platform opens
 * the dialog by invoker command and its fields take text at once. As the island hydrates, and before
 * React draws the draft over the fields, each field's own text becomes the draft's (`adopt`), so nothing
 * is reset; focus and the caret stay, as the text does. A field left empty keeps a draft restored from
 * the session.
 */
export function useTypedBeforeCode(
  fieldIdOf: (field: ContactField) => string,
  adopt: (field: ContactField, text: string) => void,
) {
  const adoptTyped = useEffectEvent(() => {
    for (const field of contactFields) {
      const text = document.querySelector<HTMLInputElement>(`#${fieldIdOf(field)}`)?.value;
      if (text && text !== $contactDraft.get()[field]) adopt(field, text);
    }
  });
  // Once, as the island hydrates: later text reaches the draft through each field's own change.
  useLayoutEffect(() => adoptTyped(), []);
}
