import { isSafeName, pictureExtensionOf } from './content-images.ts';
import { visible } from '../site-model/shown-as-text.ts';

/** A picture content names in the bucket: its key under PICTURES_URL, and its address, checked. */
export interface BucketPicture {
  key: string;
  url: URL;
}

// A key's characters as written: letters, digits, `-._~`, `/` between folders, and %-escapes (accents).
const keyCharacters = /^(?:[A-Za-z0-9\-._~/]|%[0-9A-Fa-f]{2})+$/;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/**
 * A picture address as content writes it, `https://media.example/originals/robe-ete.jpg`, checked without
 * trusting it: it must start with PICTURES_URL to the letter (scheme, host, port and path), and what follows
 * must be a plain key, each folder and file name a safe one (no `..`, not even `%2e%2e`), with no user,
 * query or fragment. Anything else is the copywriter's sentence: the build never asks another address.
 */
export function bucketPicture(address: string, base: URL): BucketPicture | { message: string } {
  const shown = `"${visible(address)}"`;
  const refused = (why: string) => ({
    message: `${shown} ${why}: pictures come from ${base.href}. Upload the picture in the editor, which writes its address`,
  });
  if (!address.startsWith(base.href)) return refused('is not an address of the house’s picture store');
  const key = address.slice(base.href.length);
  if (!keyCharacters.test(key)) return refused('holds characters a picture’s address cannot');
  const segments = key.split('/');
  if (!segments.every((segment) => isSafeName(decoded(segment))))
    return refused('names a folder or file that is not one (empty, hidden, or `..`)');
  if (!pictureExtensionOf(decoded(segments.at(-1)!)))
    return {
      message: `${shown} is not a picture file: the site takes JPEG, PNG, WebP or AVIF pictures, whose names end in .jpg, .png, .webp or .avif`,
    };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused('is not an address');
  }
  // The parser's reading must be the text's: no user, no other host, no path it would rewrite.
  if (url.username || url.password || url.origin !== base.origin || url.href !== address)
    return refused('is not an address of the house’s picture store');
  return { key, url };
}
