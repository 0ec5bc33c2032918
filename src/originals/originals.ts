// What a build knows of each original, kept in Astro's cache folder: read once, then only its version checked.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { dirname } from 'node:path';
import { imageMetadata } from 'astro/assets/utils';
import sharp from 'sharp';
import { download, downloadLimits, RefusedDownload } from './download.ts';
import type { PictureSource } from './picture-source.ts';

/** An original's facts: `version` changes with its bytes (it names its cuts); its size, format and colour. */
export interface Facts {
  version: string;
  width: number;
  height: number;
  format: string;
  /** Its most common colour, the placeholder while a cut loads. */
  colour: string;
}

interface Table {
  /** A local file's version by its identity (path, inode, size, modification time), as git's index keeps it. */
  files: Record<string, string>;
  facts: Record<string, Omit<Facts, 'version'>>;
  /** The bucket's originals the last build asked for: the next one asks their versions first, together. */
  bucket?: string[];
}

/** How a page learns a bucket original's version: by asking the server, which asked the bucket already. */
export type BucketVersion = (url: URL) => Promise<string | undefined>;

const sha256 = (...parts: (string | Uint8Array)[]) =>
  parts
    .reduce((hash, part) => hash.update(part), createHash('sha256'))
    .digest('hex')
    .slice(0, 32);

/** The size (px) of the copy whose colours are counted. */
const seen = 256;

/** The most common colour of a picture's pixels (sharp's `stats` of a small copy), as a CSS hex colour. */
async function colourOf(bytes: Buffer) {
  const small = await sharp(bytes).resize(seen, seen, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = small.info;
  const { dominant } = await sharp(small.data, { raw: { width, height, channels } }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Size and format from a picture's first bytes; a picture over the pixel cap is refused. */
export async function sizeOf(bytes: Uint8Array, shown: string) {
  const { width, height, format } = await imageMetadata(bytes).catch(() => {
    throw new RefusedDownload(`${shown} is not a JPEG, PNG, WebP or AVIF picture`);
  });
  if (width * height > downloadLimits.pixels)
    throw new RefusedDownload(
      `${shown} is ${width}×${height} pixels, over ${downloadLimits.pixels / 1e6} million: export it smaller`,
    );
  return { width, height, format: String(format) };
}

/** An original's size, format and colour, from its bytes. */
export const factsOf = async (bytes: Buffer, shown: string): Promise<Omit<Facts, 'version'>> => ({
  ...(await sizeOf(bytes, shown)),
  colour: await colourOf(bytes),
});

/** An original's bytes, whole: from content/images/, or downloaded within the caps. */
export const readOriginal = async (source: PictureSource) =>
  source.kind === 'local' ? fs.promises.readFile(source.file) : (await download(source.url)).bytes;

/**
 * The originals as builds know them, kept in `tableFile`: a local original is hashed only when its file
 * changed; a bucket's is asked for its ETag (a HEAD request, no bytes), and read whole only when its
 * version is new to the table, once for its size and colour. Asked once a build; each time when `fresh`
 * (the preview, where pictures change under it).
 */
export function originals(tableFile: string, fresh = false) {
  let table: Table = { files: {}, facts: {} };
  try {
    table = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as Table;
  } catch {
    // No table yet, or an unreadable one: every original is read once.
  }
  const resolving = new Map<string, Promise<Facts>>();
  const asked = new Map<string, Promise<string | undefined>>();
  const bucket = new Set<string>();

  /** A bucket original's version: its ETag and size, from a HEAD request, asked once a build. */
  const bucketVersion: BucketVersion = (url) => {
    bucket.add(url.href);
    let version = fresh ? undefined : asked.get(url.href);
    if (!version) {
      version = download(url, { method: 'HEAD' }).then(({ etag, size }) =>
        etag ? sha256('bucket', etag, String(size)) : undefined,
      );
      asked.set(url.href, version);
    }
    return version;
  };

  async function versionOf(source: PictureSource): Promise<{ version: string; bytes?: Buffer }> {
    if (source.kind === 'bucket') {
      const version = await bucketVersion(source.url);
      if (version) return { version };
      const bytes = await readOriginal(source);
      return { version: sha256(bytes), bytes };
    }
    const stat = await fs.promises.stat(source.file, { bigint: true });
    const identity = `${source.file}|${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    const known = table.files[identity];
    if (known) return { version: known };
    const bytes = await readOriginal(source);
    // A file modified within the last second may change again in the same clock tick: not kept.
    if (Date.now() - Number(stat.mtimeMs) > 1000) table.files[identity] = sha256(bytes);
    return { version: sha256(bytes), bytes };
  }

  /** The facts of an original whose version the table knows, found with no byte read; else undefined. */
  async function known(source: PictureSource, versionIn = bucketVersion): Promise<Facts | undefined> {
    if (source.kind === 'local') {
      const stat = await fs.promises.stat(source.file, { bigint: true });
      const version = table.files[`${source.file}|${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`];
      const facts = version ? table.facts[version] : undefined;
      return facts && { version: version!, ...facts };
    }
    const version = await versionIn(source.url);
    const facts = version ? table.facts[version] : undefined;
    return facts && { version: version!, ...facts };
  }

  async function resolve(source: PictureSource, shown: string): Promise<Facts> {
    const { version, bytes } = await versionOf(source);
    const known = table.facts[version];
    if (known) return { version, ...known };
    const facts = await factsOf(bytes ?? (await readOriginal(source)), shown);
    table.facts[version] = facts;
    return { version, ...facts };
  }

  return {
    known,
    bucketVersion,
    /**
     * Asks the bucket the versions of the last build's originals, 32 at a time, before any page asks; then
     * gives them all, by address (one that failed is left out, and told to the page that asks for it).
     */
    async prefetch(): Promise<Record<string, string>> {
      const urls = (table.bucket ?? []).map((href) => new URL(href));
      const versions: Record<string, string> = {};
      const next = async (): Promise<void> => {
        const url = urls.pop();
        if (!url) return;
        const version = await bucketVersion(url).catch(() => undefined);
        if (version) versions[url.href] = version;
        return next();
      };
      await Promise.all(Array.from({ length: 32 }, next));
      return versions;
    },
    /** The facts of an original, worked out once a build. */
    facts(source: PictureSource, shown: string) {
      const key = source.kind === 'local' ? source.file : source.url.href;
      let facts = fresh ? undefined : resolving.get(key);
      if (!facts) resolving.set(key, (facts = resolve(source, shown)));
      return facts;
    },
    /** Keeps the facts a page worked out from the bytes it read for its cuts, if `version` is still the bucket's. */
    async keep(url: URL, version: string, facts: Omit<Facts, 'version'>) {
      if ((await bucketVersion(url)) === version) table.facts[version] = facts;
    },
    /** Writes the table whole or not at all, as a build running beside this one may read it meanwhile. */
    save() {
      table.bucket = [...bucket];
      fs.mkdirSync(dirname(tableFile), { recursive: true });
      fs.writeFileSync(`${tableFile}.${process.pid}`, JSON.stringify(table));
      fs.renameSync(`${tableFile}.${process.pid}`, tableFile);
    },
  };
}
