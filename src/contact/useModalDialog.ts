import { useEffect, useEffectEvent, useRef } from 'react';

const FOCUSABLE = 'button, [href], input, textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> from an open flag: showModal() gives the top layer, an inert page and
 * Escape; this adds the scroll lock, the focus trap, backdrop clicks and focus return to the trigger.
 * Returns the ref to put on the <dialog>; its listeners are attached here, on the element itself.
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
  const onClose = useEffectEvent(() => {
    document.documentElement.classList.remove('overflow-hidden');
    document.querySelector<HTMLElement>('[data-contact-trigger]')?.focus();
    onDismiss();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const trapFocus = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [first, last] = [items[0], items.at(-1)];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // The ::backdrop belongs to the dialog, so a click on it targets the dialog outside its box.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    const closed = () => onClose();
    dialog.addEventListener('keydown', trapFocus);
    dialog.addEventListener('click', closeOnBackdrop);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('keydown', trapFocus);
      dialog.removeEventListener('click', closeOnBackdrop);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  return ref;
}
