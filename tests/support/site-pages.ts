import { readdirSync } from 'node:fs';

/**
 * The site's pages as built: every `.html` file of dist/ in every language (`index.html`, `fr/legal.html`…),
 * but the copywriters' editor (`admin/`), which is not a page of the site. Apart from pages.ts, which reads
 * the site model: the bench imports this in plain Node.
 */
export const sitePages = (dist: URL) =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin/'),
  );
