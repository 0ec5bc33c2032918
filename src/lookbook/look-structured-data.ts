// What the season and look pages tell search engines: creative works, not for sale, so no Product or
// Offer. The home page's Organization data names the house; each page's og:image, the picture.

/** A look: a creative work, part of its season (a schema.org Collection). */
export const lookStructuredData = (look: {
  title: string;
  description: string;
  details: string[];
  url: string;
  lang: string;
  season: { name: string; url: string };
}) => ({
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  name: look.title,
  description: look.description,
  material: look.details.join('; '),
  url: look.url,
  inLanguage: look.lang,
  isPartOf: { '@type': 'Collection', name: look.season.name, url: look.season.url },
});

/** A season: the list of its looks, in the order of its gallery. */
export const seasonStructuredData = (season: {
  name: string;
  url: string;
  lang: string;
  looks: { title: string; url: string }[];
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Collection',
  name: season.name,
  url: season.url,
  inLanguage: season.lang,
  hasPart: season.looks.map((look) => ({ '@type': 'CreativeWork', name: look.title, url: look.url })),
});
