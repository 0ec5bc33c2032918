import { useStore } from '@nanostores/react';
import { ErrorBoundary } from './ErrorBoundary';
import { $contactOpen, openContact } from './store';

interface Props {
  label: string;
  crash: string;
  className?: string;
}

/**
 * The footer's Contact button: opens the dialog through the shared store, naming itself as the place
 * focus returns to. `aria-haspopup="dialog"` is also how `client:intent` recognises it.
 */
export default function ContactTrigger({ label, crash, className }: Props) {
  const open = useStore($contactOpen, { ssr: 'initial' });
  return (
    <ErrorBoundary crash={crash}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => openContact(event.currentTarget)}
        className={className}
      >
        {label}
      </button>
    </ErrorBoundary>
  );
}
