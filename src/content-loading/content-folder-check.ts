import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, contentFolder } from '../site-model/content-folder.ts';
import { contentFiles } from './content-files.ts';
import { defaultLanguage, languages } from '../site-model/languages.ts';
import { isSafeName, pictureExtensionOf } from '../originals/content-images.ts';
import { visible } from '../site-model/shown-as-text.ts';

// content/ is what the copywriters' editor and a content-only pull request can change: it holds the content
// files, their pictures and the guide, and nothing else, so that nothing there can be taken for code.

const prefixes = languages.map((lang) => (lang === defaultLanguage ? '' : `${lang}/`));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every path (relative to content/, `/`-separated) the site reads, or keeps for its copywriters. */
const expected = [
  /^CONTENT\.md$/,
  /^guide\/[\w-]+\.png$/,
  ...prefixes.flatMap((prefix) =>
    Object.values(contentFiles).map(({ file, extension }) =>
      file.endsWith('/')
        ? new RegExp(`^${escaped(prefix + file)}[a-z0-9-]+\\.${extension}$`)
        : new RegExp(`^${escaped(prefix + file)}$`),
    ),
  ),
];

const isPictureName = (name: string) => isSafeName(name) && !!pictureExtensionOf(name);

/** Whether a path under content/ is one the site expects there: a content file, a picture, the guide. */
export const isExpectedContentPath = (path: string) =>
  expected.some((pattern) => pattern.test(path)) || (/^images\/[^/]+$/.test(path) && isPictureName(path.slice(7)));

/** Why a file found in content/ does not belong there, in the copywriters' words. */
function strayReason(path: string): string {
  const shown = `${contentFolder}/${visible(path)}`;
  if (path.startsWith('images/') && /\.svg$/i.test(path))
    return `${shown} is an SVG drawing, which the site does not take: export it as a JPEG, PNG, WebP or AVIF picture, or delete it`;
  if (path.startsWith('images/'))
    return `${shown}: ${contentFolder}/images/ takes only JPEG, PNG, WebP or AVIF pictures, named with letters, digits, spaces, - and _: rename it, or delete it`;
  return `${shown}: content/ holds only the content files, their pictures and the guide (CONTENT.md): move this file out of content/, or delete it`;
}

/**
 * Every file, folder link or other entry of content/ that does not belong there, each with its reason; empty
 * when content/ holds only what the site expects. Links are never followed: each is refused as it stands.
 */
export function strayContent(dir = contentDir): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(dir, folder), { withFileTypes: true })) {
      const path = folder + entry.name;
      if (entry.isSymbolicLink())
        found.push(
          `${contentFolder}/${visible(path)} is a link to another file: put the file itself there, or delete the link`,
        );
      else if (entry.isDirectory()) walk(`${path}/`);
      else if (!entry.isFile() || !isExpectedContentPath(path)) found.push(strayReason(path));
    }
  };
  walk('');
  return found;
}

/** The stray entries as the build prints them. */
export const describeStrayContent = (strays: string[]) =>
  ['Content error: content/ holds what the site does not take.', ...strays.map((line) => `  - ${line}`)].join('\n');
