import { useStore } from '@nanostores/react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { $contactOpen, DIALOG_ID, openContact } from './store.ts';

interface Props {
  label: string;
  crash: string;
  /** The dialog's form posts without a script (a receiver is set): the button opens it by invoker command. */
  invokes?: boolean;
  className?: string;
}

/**
 * The footer's Contact button: opens the dialog through the shared store, naming itself as the place
 * focus returns to. `aria-haspopup="dialog"` is also how `client:intent` recognises it. With a receiver,
 * the dialog's form also posts with no script, and before the code has arrived (or with no script at
 * all) the platform opens the dialog itself: an invoker command. Once hydrated, the click cancels that
 * command and the store owns the open state. Without one, a form sent before the code arrived would go
 * nowhere, so the button waits for its code (src/contact/intent-directive.ts replays an early tap).
 */
export default function ContactTrigger({ label, crash, className, invokes }: Props) {
  const open = useStore($contactOpen, { ssr: 'initial' });
  return (
    <ErrorBoundary crash={crash}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...(invokes && { commandfor: DIALOG_ID, command: 'show-modal' as const })}
        onClick={(event) => {
          event.preventDefault();
          openContact(event.currentTarget);
        }}
        className={className}
      >
        {label}
      </button>
    </ErrorBoundary>
  );
}
