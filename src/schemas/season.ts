import { z } from 'astro/zod';
import { slots } from '../pictures/picture-slots.ts';
import { picture } from './picture.ts';
import { text } from './text.ts';
import { shared, sharedTime } from './editor-hints.ts';
import { formerly, lookSchema } from './looks.ts';

/**
 * One season, content/collections/<name>.yaml: its page /collections/<name>, its hero, and its looks, each
 * at /collections/<name>/<look>. The home page shows the collection content/home.yaml names.
 */
export const seasonSchema = z.strictObject({
  name: text.describe('The season’s name, as the list of collections shows it, such as Fall-Winter 2025.'),
  title: text.describe(
    'Its page’s title in the browser tab and in search results; the home page takes the current collection’s.',
  ),
  date: shared(
    z.coerce
      .date()
      .describe(
        'The day the collection was first shown, written year-month-day, such as 2025-03-04: the newest comes first.',
      ),
  ),
  embargo: sharedTime(
    z
      .string()
      .optional()
      .describe(
        'Until when the collection stays secret, Paris time, such as 2027-03-02T14:30: until then nothing of it is on the website, and at that minute it goes live by itself. Leave it empty once shown.',
      ),
  ),
  formerly,
  hero: z
    .strictObject({
      title: text.describe('The collection title written over the hero picture.'),
      image: picture(slots.heroWide, 'The hero picture for landscape screens: 16:9, at least 2560×1440 pixels.'),
      portraitImage: picture(
        slots.heroPortrait,
        'The hero picture for phones and tablets, and the collection’s cover in the list: 4:5, at least 1440×1800 pixels.',
      ),
      alt: text.describe('What the hero picture shows, in one sentence, for people who cannot see it.'),
    })
    .describe('The full-screen banner at the top of the collection’s page, and of the home page when it is current.'),
  looks: z
    .array(lookSchema)
    .min(1, 'a collection shows at least one look')
    .superRefine((looks, issues) => {
      const seen = new Set<string>();
      looks.forEach((look, index) => {
        if (seen.has(look.id))
          issues.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `"${look.id}" is the name of another look of this collection: give each look its own`,
          });
        seen.add(look.id);
      });
    })
    .describe('The looks, in the order of the gallery.'),
});

/** A season as the pages read it: its words and pictures, and its file's name (`slug`), which makes its address. */
export type Season = z.output<typeof seasonSchema> & { slug: string };
