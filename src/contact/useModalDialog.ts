import { useEffect, useEffectEvent, useRef } from 'react';

const FOCUSABLE = 'button, [href], input, textarea, select, [tabindex]:not([tabindex="-1"])';
/** The Name field: the first field a person fills (hidden inputs and the honeypot come before and after). */
const FIRST_FIELD = 'input:not([type="hidden"]), textarea';
/** Whether the browser closes a `closedby="any"` dialog on a backdrop click by itself. */
const closesOnBackdrop = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

interface Options {
  /** Gets focus back when the dialog closes: the button that opened it. */
  returnFocus: HTMLElement | null;
  /** Runs however the dialog closed: Escape, the backdrop, a button or a successful submit. */
  onClose: () => void;
  /** Runs once if the dialog was already open when this code arrived (opened by an invoker command). */
  onOpenedByPlatform: () => void;
}

/**
 * Drives a native <dialog> from an open flag: showModal() gives the top layer, an inert page and
 * Escape; this adds the scroll lock, focus on the dialog (its name and text are read as it opens), the
 * focus trap, backdrop clicks and focus return. Returns the ref
 * to put on the <dialog>; its listeners are attached here, on the element itself.
 */
export function useModalDialog(open: boolean, { returnFocus, onClose, onOpenedByPlatform }: Options) {
  const ref = useRef<HTMLDialogElement>(null);
  const started = useRef(false);
  const openedByPlatform = useEffectEvent(() => onOpenedByPlatform());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const first = !started.current;
    started.current = true;
    if (first && dialog.open) {
      // The platform opened it before this code arrived: keep it open, lock the page, and tell the store.
      document.documentElement.classList.add('overflow-hidden');
      if (!dialog.querySelector('input:focus, textarea:focus')) dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      if (!open) openedByPlatform();
    } else if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
      // On the dialog itself, not its first field: Orca with Firefox announces the dialog only so.
      dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const closed = useEffectEvent(() => {
    document.documentElement.classList.remove('overflow-hidden');
    returnFocus?.focus();
    onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const trapFocus = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [first, last] = [items[0], items.at(-1)];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // Where the browser has `closedby="any"` (set on the <dialog>), it closes on a backdrop click itself.
    // Elsewhere: the ::backdrop belongs to the dialog, so a click on it targets the dialog outside its box.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (closesOnBackdrop || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    // The browser fires `close` in a later task, and input goes first: a quick click on Contact can
    // reopen the dialog before it arrives. By then the event is stale, and closing again would undo it.
    const onCloseEvent = () => dialog.open || closed();
    dialog.addEventListener('keydown', trapFocus);
    dialog.addEventListener('click', closeOnBackdrop);
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      dialog.removeEventListener('keydown', trapFocus);
      dialog.removeEventListener('click', closeOnBackdrop);
      dialog.removeEventListener('close', onCloseEvent);
    };
  }, []);

  return ref;
}
