import { z } from 'astro/zod';
import { slots } from '../pictures/picture-slots.ts';
import { picture } from './picture.ts';
import { text } from './text.ts';
import { shared } from './editor-hints.ts';

const lookPicture = (description: string) => picture(slots.lookZoom, description);

/** A name that makes an address: lower-case letters, digits and single hyphens. */
export const addressName = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens only, such as look-04');

/** Addresses a look or a collection had before, each moved for good to its address now. */
export const formerly = shared(
  z
    .array(
      z
        .string()
        .regex(
          /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/,
          'write an address of this site as it was, from its first slash, such as /looks/look-01',
        ),
    )
    .default([])
    .describe(
      'Addresses it had before (one per line, each starting with "- /"): each leads here for good. Add its old address here when you change its name.',
    ),
);

/** One look of a collection (content/collections/): a picture in its gallery, and a page of its own. */
export const lookSchema = z.strictObject({
  id: shared(
    addressName.describe(
      'A short name, different for every look of the collection; it makes its page /collections/<collection>/look-04. Once published, keep it: to change it all the same, write the old address in formerly.',
    ),
  ),
  formerly,
  title: text.describe('The look’s name, shown under its picture and as its page’s heading.'),
  image: lookPicture('The look’s main picture, the front view: 4:5, at least 2000×2500 pixels.'),
  alt: text.describe('What the picture shows, in one sentence, for people who cannot see it.'),
  description: text.describe(
    'A sentence or two about the look, under its title on its page; also what search results show.',
  ),
  details: z
    .array(text)
    .min(1, 'list at least one material or detail, one per line starting with "- "')
    .describe('The materials and details, as a list on the look’s page: one per line, each starting with "- ".'),
  views: z
    .array(
      z.strictObject({
        image: lookPicture('Another picture of the look: 4:5, at least 2000×2500 pixels.'),
        alt: text.describe('What this picture shows, in one sentence, for people who cannot see it.'),
      }),
    )
    .default([])
    .describe('More pictures on the look’s page, after the main one: a second view, a close-up of the fabric.'),
});
