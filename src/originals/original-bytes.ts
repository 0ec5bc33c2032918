// An original's bytes while a build cuts it: read (downloaded, from a bucket) once, kept while they fit.
import type { PictureSource } from './picture-source.ts';
import { readOriginal } from './originals.ts';

/** At most `count` of the works given run at once; a finished one hands its turn straight to the next. */
export function turns(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < count) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// Originals are read eight at a time, beside the encoding, never holding a core's turn (src/pictures/cuts.ts).
const reading = turns(8);

// An original is asked on several pages, for its facts and for each cut: its bytes are kept while they fit
// in memory, the most recently used last, so a cold build reads each original about once.
const memory = 384 * 1024 * 1024;
const kept = new Map<string, { bytes: Promise<Buffer>; size: number }>();
let held = 0;

/** The bytes of an original's `version`, read once while they are kept. */
export function bytesOf(version: string, source: PictureSource): Promise<Buffer> {
  const found = kept.get(version);
  if (found) {
    kept.delete(version);
    kept.set(version, found);
    return found.bytes;
  }
  const entry = { bytes: reading(() => readOriginal(source)), size: 0 };
  kept.set(version, entry);
  entry.bytes.then(
    (bytes) => {
      if (kept.get(version) !== entry) return;
      entry.size = bytes.byteLength;
      held += entry.size;
      for (const [oldest, { size }] of kept) {
        if (held <= memory || oldest === version) break;
        // One still being read is kept: the cuts waiting for it would read it again.
        if (!size) continue;
        kept.delete(oldest);
        held -= size;
      }
    },
    () => kept.delete(version),
  );
  return entry.bytes;
}
