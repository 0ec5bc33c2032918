import { z } from 'astro/zod';
import { text } from './text.ts';
import { seasonName } from './editor-hints.ts';
import { addressName } from './looks.ts';

/** content/home.yaml: which collection the home page shows, and the words the home page adds to it. */
export const homeSchema = z.strictObject({
  collection: seasonName(
    addressName.describe(
      'The current collection, shown on the home page. In the editor, pick it among the collections; in the file, write the name of its file in content/collections/ without .yaml, such as fall-winter-2025.',
    ),
  ),
  hero: z
    .strictObject({ eyebrow: text.describe('The small line above the hero title.') })
    .describe('The full-screen banner at the top of the home page: its picture and title are the collection’s.'),
  gallery: z
    .strictObject({
      title: text.describe('The heading above the looks, on the home page and on each collection’s page.'),
    })
    .describe('The looks section.'),
});
