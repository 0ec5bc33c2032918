// The dialog's form as it posts with no script at all (src/contact/README.md, Without JavaScript).
import type { Receiver } from './receiver-settings.ts';
import { FORM_ID, SENT_ANCHOR } from './store.ts';

/**
 * The form's own id, action and method, so that it also posts with no script at all. The page's language
 * and address, and the way back, are hidden fields outside the island (src/components/Footer.astro).
 */
export function postsWithoutScript(receiver: Receiver) {
  const netlify = receiver.kind === 'netlify';
  return {
    id: FORM_ID,
    method: 'post',
    // Netlify: the page itself is the success page, back at the sent notice. It detects this very form in
    // the static HTML by its name and attributes.
    action: netlify ? `#${SENT_ANCHOR}` : receiver.action,
    ...(netlify && {
      name: receiver.fields['form-name'],
      'data-netlify': 'true',
      'netlify-honeypot': receiver.honeypot,
    }),
  };
}

/** What the receiver reads besides the three fields: its key, the form's name. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A field people never see, reach or hear, named as the receiver reads it: a bot that fills it is
 * found out. Autofill leaves it alone: autocomplete off, a name no browser recognises, out of reach.
 */
export function Honeypot({ receiver }: { receiver: Receiver }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <input
        type={receiver.kind === 'web3forms' ? 'checkbox' : 'text'}
        name={receiver.honeypot}
        tabIndex={-1}
        autoComplete="off"
        defaultValue={receiver.kind === 'web3forms' ? undefined : ''}
      />
    </div>
  );
}
