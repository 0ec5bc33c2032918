import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { slots } from '../pictures/picture-slots';
import { picture } from './picture';
import { text } from './text';

/** content/home.yaml: the home page's title, hero and gallery heading. */
export const homeSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: text.describe('The home page’s title in the browser tab and in search results.'),
    hero: z
      .strictObject({
        eyebrow: text.describe('The small line above the hero title.'),
        title: text.describe('The collection title written over the hero picture.'),
        image: picture(
          image,
          slots.heroWide,
          'The hero picture for landscape screens: 16:9, at least 2560×1440 pixels.',
        ),
        portraitImage: picture(
          image,
          slots.heroPortrait,
          'The hero picture for phones and tablets: 4:5, at least 1440×1800 pixels.',
        ),
        alt: text.describe('What the hero picture shows, in one sentence, for people who cannot see it.'),
      })
      .describe('The full-screen banner at the top of the home page.'),
    gallery: z
      .strictObject({ title: text.describe('The heading above the looks.') })
      .describe('The looks section of the home page.'),
  });
