import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { slots } from '../utils/picture-slots';
import { picture } from './picture';
import { text } from './text';

/** One look of content/looks.yaml, the gallery's pictures in the order shown. */
export const lookSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: text.describe('A short name, different for every look; it also makes a link such as /#look-04.'),
    title: text.describe('The look’s name, shown under its picture.'),
    image: picture(image, slots.look, 'The look’s picture: 4:5, at least 960×1200 pixels.'),
    alt: text.describe('What the picture shows, in one sentence, for people who cannot see it.'),
  });
