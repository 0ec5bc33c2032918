import type { ImageMetadata } from 'astro';

/** What a look's page gives its sharing card and structured data (src/components/SeoTags.astro). */
export interface LookCard {
  title: string;
  description: string;
  details: string[];
  /** Its place in the collection, from 1. */
  number: number;
  image: ImageMetadata;
  alt: string;
}
