/** What the look page tells search engines: a creative work of the house, part of its collection; not for sale. */
export const lookStructuredData = (look: {
  title: string;
  description: string;
  details: string[];
  url: string;
  image: string;
  lang: string;
  number: number;
  house: string;
  collection: { name: string; url: string };
}) => ({
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  name: look.title,
  description: look.description,
  material: look.details.join('; '),
  url: look.url,
  image: look.image,
  inLanguage: look.lang,
  position: look.number,
  creator: { '@type': 'Organization', name: look.house },
  isPartOf: { '@type': 'Collection', name: look.collection.name, url: look.collection.url },
});
