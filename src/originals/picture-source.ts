import { picturesAddress } from '../site-model/content-folder.ts';
import { bucketPicture } from './bucket-address.ts';
import { contentPicture } from './content-images.ts';
import type { Bucket } from '../site-model/picture-store.ts';

/** Where an original content names lives: a file of content/images/, or an object of the bucket. */
export type PictureSource = { kind: 'local'; name: string; file: string } | { kind: 'bucket'; key: string; url: URL };

/**
 * The original a picture address names, checked: `/content/images/…` always (the default store), an address
 * under PICTURES_URL when a bucket is set. Anything else is refused with the copywriter's sentence.
 */
export function pictureSource(address: string, bucket: Bucket | undefined): PictureSource | { message: string } {
  if (!bucket || address.startsWith(picturesAddress)) {
    const found = contentPicture(address);
    return 'message' in found
      ? found
      : { kind: 'local', name: found.path.slice(picturesAddress.length), file: found.file };
  }
  const found = bucketPicture(address, bucket.url);
  return 'message' in found ? found : { kind: 'bucket', ...found };
}

/** An original's path on the build's originals server: its version, then the file's name or the bucket's key. */
export const serverPath = (version: string, source: PictureSource) =>
  `/original/${version}/${source.kind}/${source.kind === 'local' ? encodeURIComponent(source.name) : source.key}`;
