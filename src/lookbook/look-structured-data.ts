// What the collection and look pages tell search engines: creative works, not for sale, so no Product or
// Offer. The page's Organization data and og:image name the house and the picture.

/** A look: a creative work, part of its collection. */
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

/** A collection: the list of its looks, in the order of its gallery. */
export const collectionStructuredData = (collection: {
  name: string;
  url: string;
  lang: string;
  looks: { title: string; url: string }[];
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Collection',
  name: collection.name,
  url: collection.url,
  inLanguage: collection.lang,
  hasPart: collection.looks.map((look) => ({ '@type': 'CreativeWork', name: look.title, url: look.url })),
});
