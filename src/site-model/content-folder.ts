// Where content lives on disk: the one place that names the folder. Plain TypeScript, for Node and the tests.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentPath, defaultLanguage } from './languages.ts';

/** The copywriters' folder at the project's root: the one place that names it. */
export const contentFolder = 'content';

/** A file of content/ in a language, as messages name it: `content/fr/home.yaml`. */
export const inContent = (file: string, lang = defaultLanguage) => `${contentFolder}/${contentPath(lang, file)}`;

/** content/, as a URL. */
export const contentRoot = new URL(`../../${contentFolder}/`, import.meta.url);

/** Its path on disk, ending in a slash. */
export const contentDir = fileURLToPath(contentRoot);

/** The folder of the campaign pictures, as content writes a picture's path: `/content/images/robe.jpg`. */
export const picturesAddress = `/${contentFolder}/images/`;

/** content/images/ on disk, ending in a slash. */
export const picturesDir = fileURLToPath(new URL('images/', contentRoot));

/** The picture formats the site takes, by file extension: what the build can cut. */
export const pictureExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** The season files of a language (`content/<lang>/collections/*.yaml`), each with its name; none if there is no folder. */
export function seasonFiles(lang: string, dir = contentDir) {
  try {
    const folder = `${dir}${contentPath(lang, 'collections')}/`;
    return readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({ slug: name.slice(0, -'.yaml'.length), file: folder + name }));
  } catch {
    return [];
  }
}
