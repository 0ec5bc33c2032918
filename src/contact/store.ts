import { atom } from 'nanostores';

/** Whether the contact dialog is open: shared by the trigger island and the dialog island. */
export const $contactOpen = atom(false);

export const openContact = () => $contactOpen.set(true);
export const closeContact = () => $contactOpen.set(false);
