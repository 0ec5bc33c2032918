import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageMetadata } from 'astro/assets/utils';

type ReadFile = typeof fs.promises.readFile;

/** What a build keeps of a picture's original: its SHA-256, and how many of its first bytes give its size. */
interface Known {
  sha256: string;
  head: number;
}

// The prefixes tried for a picture's head: its size and format sit within the first few KB of a JPEG.
const heads = [16_384, 65_536, 262_144];

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The shortest prefix of `bytes` that gives the same size, format and orientation as the whole; 0 if none. */
export async function headOf(bytes: Uint8Array): Promise<number> {
  const whole = JSON.stringify(await imageMetadata(bytes).catch(() => 'unknown'));
  for (const head of heads.filter((length) => length < bytes.byteLength)) {
    const metadata = await imageMetadata(bytes.subarray(0, head)).catch(() => undefined);
    if (JSON.stringify(metadata) === whole) return head;
  }
  return 0;
}

/**
 * The pictures' originals as the last build knew them, kept in `table` by each file's identity (path, inode,
 * size, modification time in ns) as git's index knows a file: a warm build takes an unchanged original's
 * SHA-256 from the table (`digest`) and reads only its head (`readingHeads`), enough for Astro to find its
 * size. A file modified since `since` (ms) is read and hashed whole, and not kept: it may change again within
 * the same clock tick.
 */
export function knownPictures(table: string, since = Date.now()) {
  let known: Record<string, Known> = {};
  try {
    known = JSON.parse(fs.readFileSync(table, 'utf8')) as Record<string, Known>;
  } catch {
    // No table yet, or an unreadable one: every original is read whole.
  }
  const paths = new Set(Object.keys(known).map((key) => key.slice(0, key.lastIndexOf('|'))));
  const [seen, pending] = [{} as Record<string, Known>, [] as Promise<void>[]];

  const identity = (picture: string) => {
    const stat = fs.statSync(picture, { bigint: true });
    const key = `${picture}|${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    return { key, size: Number(stat.size), settled: stat.mtimeMs < BigInt(Math.floor(since)) };
  };

  /** The SHA-256 of `picture`, whose `bytes` were read: kept from the last build, or hashed and kept. */
  const digest = (picture: string, bytes: Uint8Array): string => {
    const { key, size, settled } = identity(picture);
    const kept = settled ? known[key] : undefined;
    if (kept) return (seen[key] = kept).sha256;
    if (bytes.byteLength !== size)
      throw new Error(`known-pictures: ${picture} changed while the build read it. Build again.`);
    const sha256 = sha256Of(bytes);
    if (settled) pending.push(headOf(bytes).then((head) => void (seen[key] = { sha256, head })));
    return sha256;
  };

  /** `readFile` that reads only the head of a known, unchanged original asked for whole by its URL. */
  const readingHeads = (readFile: ReadFile) =>
    (async (...[path, options]: Parameters<ReadFile>) => {
      const picture = path instanceof URL && path.protocol === 'file:' ? fileURLToPath(path) : '';
      if (options !== undefined || !paths.has(picture)) return readFile(path, options);
      const { key, settled } = identity(picture);
      const head = settled ? known[key]?.head : 0;
      if (!head) return readFile(path, options);
      const file = await fs.promises.open(picture);
      try {
        const { buffer, bytesRead } = await file.read(Buffer.alloc(head), 0, head, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    }) as ReadFile;

  /** Writes the originals this build read into `table`, whole or not at all (a build beside may read it). */
  const save = async () => {
    await Promise.all(pending.splice(0));
    fs.mkdirSync(dirname(table), { recursive: true });
    fs.writeFileSync(`${table}.${process.pid}`, JSON.stringify(seen));
    fs.renameSync(`${table}.${process.pid}`, table);
  };
  return { digest, readingHeads, save };
}
