import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

const FOCUSABLE = 'button, [href], input, textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> from an open flag: showModal() gives the top layer, an inert page and
 * Escape; this adds the scroll lock, the focus trap, backdrop clicks and focus return to the trigger.
 */
export function useModalDialog(open: boolean, onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
      dialog.querySelector<HTMLElement>('input, textarea')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  /** Runs however the dialog closed: Escape, backdrop, a button or a successful submit. */
  const onClose = () => {
    document.documentElement.classList.remove('overflow-hidden');
    document.querySelector<HTMLElement>('[data-contact-trigger]')?.focus();
    onDismiss();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  /** The ::backdrop belongs to the dialog, so a click on it targets the dialog outside its box. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) ref.current.close();
  };

  return { ref, onClose, onKeyDown, onClick };
}
