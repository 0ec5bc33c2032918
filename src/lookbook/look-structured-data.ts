/**
 * What the look page tells search engines: a creative work, part of the house's collection; not for sale, so
 * no Product or Offer. The page's Organization data and og:image name the house and the picture.
 */
export const lookStructuredData = (look: {
  title: string;
  description: string;
  details: string[];
  url: string;
  lang: string;
  collection: { name: string; url: string };
}) => ({
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  name: look.title,
  description: look.description,
  material: look.details.join('; '),
  url: look.url,
  inLanguage: look.lang,
  isPartOf: { '@type': 'Collection', name: look.collection.name, url: look.collection.url },
});
