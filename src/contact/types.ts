import type { CollectionEntry } from 'astro:content';

/** The dialog's words and its sent notice's: content/contact.yaml as its schema (src/schemas/contact.ts) reads it, less the picture and the Privacy page's words. */
export type ContactTexts = Omit<CollectionEntry<'contact'>['data'], 'image' | 'focus' | 'receivers'>;

/** The dialog image, cut for phones and wider screens by Astro's image pipeline at build time. */
export type { ArtDirected as ContactImage } from '../pictures/art-directed.ts';
