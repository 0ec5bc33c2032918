// A build's cuts, made by the site itself: each kept in Astro's cache folder by what it is made from, and
// hard-linked into dist/, so a warm build writes no picture and the next one's emptying of dist/ frees none.
import fs from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hashTransform, propsToFilename } from 'astro/assets';
import { imageConfig } from 'astro:assets';
import type { ImageTransform } from 'astro';
import service from './image-service.ts';

declare const __ORIGINALS__: { cuts: string; out: string } | undefined;

/** The folders: the kept cuts (node_modules/.astro/cuts/), and the build's output. */
const folders = typeof __ORIGINALS__ === 'object' ? __ORIGINALS__ : undefined;

// Encoding is most of a cold build: one cut per core at a time, as Astro's own queue does.
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= cpus().length) await new Promise<void>((start) => waiting.push(start));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

// An original's cuts are asked together: its bytes are fetched once for them, and let go after.
const fetched = new Map<string, Promise<Buffer>>();
function bytesOf(src: string) {
  let bytes = fetched.get(src);
  if (!bytes) {
    bytes = fetch(src).then(async (response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status} ${await response.text()}`);
      return Buffer.from(await response.arrayBuffer());
    });
    fetched.set(src, bytes);
    if (fetched.size > 8) fetched.delete(fetched.keys().next().value!);
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
 * A cut of an original (`transform.src`, the originals server's address of its version) in the build: named
 * as Astro names its own (the image service's hashed properties: the version, never the address), made with
 * the site's image service unless kept, and linked into dist/_astro/. Returns its address on the site.
 */
export async function builtCut(transform: ImageTransform & { src: string }): Promise<string> {
  if (!folders) throw new Error('cuts: no build folders; pages are built by astro with src/integrations/originals.ts');
  const options = (await service.validateOptions?.(transform, imageConfig, logger)) ?? transform;
  const hash = hashTransform(options, imageConfig.service.entrypoint, service.propertiesToHash!);
  const name = propsToFilename(transform.src, options, hash).replace(/^\//, '');
  const kept = join(folders.cuts, name);
  if (!fs.existsSync(kept))
    await inTurn(async () => {
      const { data } = await service.transform(
        await bytesOf(transform.src),
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
