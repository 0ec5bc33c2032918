// A build's cuts, made by the site itself: each kept in Astro's cache folder by what it is made from, and
// hard-linked into dist/, so a warm build writes no picture and the next one's emptying of dist/ frees none.
import fs from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hashTransform, propsToFilename } from 'astro/assets';
import { imageConfig } from 'astro:assets';
import type { ImageTransform } from 'astro';
import type { Original } from '../originals/original.ts';
import { readOriginal } from '../originals/originals.ts';
import service from './image-service.ts';

declare const __ORIGINALS__: { cuts: string; out: string } | undefined;

/** The folders: the kept cuts (node_modules/.astro/cuts/), and the build's output. */
const folders = typeof __ORIGINALS__ === 'object' ? __ORIGINALS__ : undefined;

// Encoding is most of a cold build: one cut per core at a time, as Astro's own queue does.
const cores = cpus().length;
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished cut hands its turn straight to the next in line: none starts in between.
  if (running < cores) running++;
  else await new Promise<void>((start) => waiting.push(start));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// An original's cuts are asked together: its bytes are read once for them, and let go after.
const read = new Map<string, Promise<Buffer>>();
function bytesOf({ version, source }: Original) {
  let bytes = read.get(version);
  if (!bytes) {
    read.set(version, (bytes = readOriginal(source)));
    if (read.size > 8) read.delete(read.keys().next().value!);
  }
  return bytes;
}

/** What the image service says while it cuts: into the build's output, as Astro's own would. */
const logger = { info: console.info, warn: console.warn, error: console.error };

/** Writes `bytes` at `file` whole or not at all: a build running beside this one may read it meanwhile. */
async function keep(file: string, bytes: Uint8Array) {
  await fs.promises.writeFile(`${file}.${process.pid}`, bytes);
  await fs.promises.rename(`${file}.${process.pid}`, file);
}

/**
 * A cut of an original in the build: named as Astro names its own (the image service's hashed properties:
 * the version, never the address), made with the site's image service from the original's bytes (read from
 * content/images/ or downloaded) unless kept, and linked into dist/_astro/. Returns its address on the site.
 */
export async function builtCut(original: Original, transform: ImageTransform & { src: string }): Promise<string> {
  if (!folders) throw new Error('cuts: no build folders; pages are built by astro with src/integrations/originals.ts');
  const options = (await service.validateOptions?.(transform, imageConfig, logger)) ?? transform;
  const hash = hashTransform(options, imageConfig.service.entrypoint, service.propertiesToHash!);
  const name = propsToFilename(transform.src, options, hash).replace(/^\//, '');
  const kept = join(folders.cuts, name);
  if (!fs.existsSync(kept))
    await inTurn(async () => {
      const { data } = await service.transform(
        await bytesOf(original),
        { ...options, src: transform.src },
        imageConfig,
        logger,
      );
      await fs.promises.mkdir(folders.cuts, { recursive: true });
      await keep(kept, data);
    });
  const built = join(folders.out, '_astro', name);
  await fs.promises.mkdir(join(folders.out, '_astro'), { recursive: true });
  await fs.promises.rm(built, { force: true });
  await fs.promises.link(kept, built).catch(() => fs.promises.copyFile(kept, built));
  return `/_astro/${name}`;
}
