import { cleanStores } from 'nanostores';
import { $contactDraft, $contactOpen } from '../../src/contact/store.ts';
import { CONTACT_ERRORS, DIALOG, DIALOG_HOUSE } from './spec-texts.ts';

/** The dialog's props as a page passes them: its texts (the specification's) and its picture. */
export const texts = {
  title: DIALOG.title,
  text: DIALOG.intro,
  alt: 'Silk',
  close: DIALOG.close,
  required: DIALOG_HOUSE.en.required,
  labels: DIALOG.labels,
  phoneFormat: DIALOG_HOUSE.en.phoneFormat,
  cancel: DIALOG.cancel,
  send: DIALOG.send,
  sending: 'Sending…',
  deliveryFailed: 'We could not send your message just now.',
  sent: DIALOG_HOUSE.en.sent,
  agent: {
    description: 'Sends a message.',
    fields: { name: 'Full name.', phone: 'Phone number.', message: 'The message.' },
  },
  errors: { ...CONTACT_ERRORS, tooLong: 'Too long: {max} characters at most' },
  crash: 'Unexpected Application Error!',
};
export const image = {
  sources: [
    { media: '(max-width: 767px)', type: 'image/avif', srcset: '/strip.avif 400w', sizes: '100vw' },
    { type: 'image/avif', srcset: '/a.avif 360w', sizes: '22rem' },
  ],
  img: { src: '/a.webp', srcset: '/a.webp 360w', sizes: '22rem', width: 360, height: 720 },
};

/** jsdom has <dialog> but not its modal methods. */
export function stubModalDialog() {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * The draft store lets go of its window listener 1 s after its last subscriber leaves. Run this after a
 * file's tests, while jsdom still has a window: on a loaded machine the delayed call otherwise lands after
 * teardown ("window is not defined", an unhandled error that fails the run).
 */
export function releaseContactStores() {
  cleanStores($contactDraft, $contactOpen);
}
