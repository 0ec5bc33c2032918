import type { ContactErrorCode, ContactField } from './validation';

/** The dialog's words, from content/contact.yaml. */
export interface ContactTexts {
  title: string;
  text: string;
  alt: string;
  close: string;
  labels: Record<ContactField, string>;
  cancel: string;
  send: string;
  /** The Send button's label while the message is on its way. */
  sending: string;
  /** Shown in the dialog when every attempt to deliver failed; the draft is kept. */
  deliveryFailed: string;
  errors: Record<ContactErrorCode, string>;
  crash: string;
  /** How the form describes itself to browser agents (WebMCP declarative annotations). */
  agent: { description: string; fields: Record<ContactField, string> };
}

/** The dialog image, cut for phones and wider screens by Astro's image pipeline at build time. */
export type { ArtDirected as ContactImage } from '../utils/art-directed';
