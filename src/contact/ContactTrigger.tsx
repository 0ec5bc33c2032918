import { useStore } from '@nanostores/react';
import { ErrorBoundary } from './ErrorBoundary';
import { $contactOpen, openContact } from './store';

interface Props {
  label: string;
  crash: string;
  className?: string;
}

/** The footer's Contact button: opens the dialog through the shared store. */
export default function ContactTrigger({ label, crash, className }: Props) {
  const open = useStore($contactOpen, { ssr: 'initial' });
  return (
    <ErrorBoundary crash={crash}>
      <button
        type="button"
        data-contact-trigger
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openContact}
        className={className}
      >
        {label}
      </button>
    </ErrorBoundary>
  );
}
