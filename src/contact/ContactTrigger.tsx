import { useStore } from '@nanostores/react';
import { ErrorBoundary } from './ErrorBoundary';
import { $contactOpen, DIALOG_ID, openContact } from './store';

interface Props {
  label: string;
  crash: string;
  className?: string;
}

/**
 * The footer's Contact button: opens the dialog through the shared store, naming itself as the place
 * focus returns to. `aria-haspopup="dialog"` is also how `client:intent` recognises it. Before its code
 * has arrived (or with no script at all), the platform opens the dialog itself: an invoker command.
 * Once hydrated, the click cancels that command and the store owns the open state.
 */
export default function ContactTrigger({ label, crash, className }: Props) {
  const open = useStore($contactOpen, { ssr: 'initial' });
  return (
    <ErrorBoundary crash={crash}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        commandfor={DIALOG_ID}
        command="show-modal"
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
