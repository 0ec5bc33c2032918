import type { PictureAddress } from '../pictures/art-directed.ts';

/**
 * What a collection's or a look's page gives its sharing card and structured data (src/components/SeoTags.astro):
 * its picture, and what search engines learn of it (src/lookbook/look-structured-data.ts), its own address added.
 */
export interface PageCard {
  image: PictureAddress;
  alt: string;
  /** A look's picture, 4:5; else the wide hero's crop for link previews. */
  tall?: boolean;
  structuredData: (url: string) => Record<string, unknown>;
}
