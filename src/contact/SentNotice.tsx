import { useStore } from '@nanostores/react';
import { $contactSent, SENT_ANCHOR } from './store.ts';

interface Props {
  /** content/contact.yaml `sent`, in the page's language. */
  text: string;
  /** A receiver is set: the form also posts without JavaScript and comes back here (`#sent`). */
  postsWithoutScript: boolean;
}

/**
 * The footer's sent notice: a status region in every page's HTML, so that screen readers already follow
 * it when a message sent from the dialog fills it. A visitor without JavaScript, back from the receiver
 * at `#sent`, sees the same words (global.css shows them only there).
 */
export function SentNotice({ text, postsWithoutScript }: Props) {
  const sent = useStore($contactSent);
  const shown = sent ? 'sent' : postsWithoutScript && 'plain';
  return (
    <div id={SENT_ANCHOR} role="status" className="text-center text-sm">
      {/* A new element each time, so that the region announces it. */}
      {shown && (
        <p key={shown} data-plain={shown === 'plain' || undefined} className="mt-10">
          {text}
        </p>
      )}
    </div>
  );
}
