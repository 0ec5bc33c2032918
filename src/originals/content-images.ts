import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { contentFolder, pictureExtensions, picturesAddress, picturesDir } from '../site-model/content-folder.ts';
import { visible } from '../site-model/shown-as-text.ts';

/** A picture content names, found: its file on disk and its path, as content writes it and the build imports it. */
export interface ContentPicture {
  file: string;
  path: string;
}

const formats = 'JPEG, PNG, WebP or AVIF';

/** Characters a picture's name cannot hold: they would change what a path means to the build. */
const notInNames = /[/\\?#%*:"<>|\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Whether a file name can name a picture at all: no hidden file, nothing that changes a path's meaning. */
export const isSafeName = (name: string) => !!name && !name.startsWith('.') && !notInNames.test(name);

/** A file name's extension, in lower case, when it is one the site takes as a picture. */
export const pictureExtensionOf = (name: string) =>
  (pictureExtensions as readonly string[]).find((extension) => extension === name.split('.').at(-1)!.toLowerCase());

/** The format of a file, read from its first bytes, never from its name. */
function formatOf(file: string): string | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(head.toString('latin1', 8, 12))) return 'avif';
  return undefined;
}

/**
 * A picture path as content writes it, `/content/images/robe été.jpg`, checked without trusting it: it must
 * name a file directly inside content/images/ (found by listing the folder, never by following the path, so
 * `..`, links and encodings lead nowhere), with a picture's extension and a picture's bytes. Else the
 * copywriter's sentence, the same whether anything exists at that path or not.
 */
export function contentPicture(path: string, folder = picturesDir): ContentPicture | { message: string } {
  const name = path.startsWith(picturesAddress) ? path.slice(picturesAddress.length) : '';
  const shown = `"${visible(path)}"`;
  if (!isSafeName(name))
    return {
      message: `${shown} is not a picture of ${contentFolder}/images/: pick one in the editor, or write ${picturesAddress} and the file’s name, such as /content/images/robe-ete.jpg`,
    };
  if (/\.svg$/i.test(name))
    return {
      message: `${shown} is an SVG drawing, which the site does not take: export it as a ${formats} picture (.jpg, .png, .webp or .avif)`,
    };
  if (!pictureExtensionOf(name))
    return {
      message: `${shown} is not a picture file: the site takes ${formats} pictures, whose names end in .jpg, .png, .webp or .avif`,
    };
  const entry = readdirSync(folder, { withFileTypes: true }).find((found) => found.name === name && found.isFile());
  if (!entry)
    return {
      message: `${shown}: there is no such picture in content/images/. Check the spelling, or upload it in the editor`,
    };
  const file = join(folder, entry.name);
  if (!formatOf(file))
    return {
      message: `${shown} is not a ${formats} picture, whatever its name says: export it again from the picture program`,
    };
  return { file, path: picturesAddress + entry.name };
}
