// A build's cuts, made by the site itself: each kept in Astro's cache folder by what it is made from, and
// hard-linked into dist/, so a warm build writes no picture and the next one's emptying of dist/ frees none.
import fs from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hashTransform, propsToFilename } from 'astro/assets';
import { imageConfig } from 'astro:assets';
import type { ImageTransform } from 'astro';
import type { Original } from '../originals/original.ts';
import { bytesOf, turns } from '../originals/original-bytes.ts';
import service from './image-service.ts';

declare const __ORIGINALS__: { cuts: string; out: string } | undefined;

/** The folders: the kept cuts (node_modules/.astro/cuts/), and the build's output. */
const folders = typeof __ORIGINALS__ === 'object' ? __ORIGINALS__ : undefined;

// Encoding is most of a cold build: one cut per core at a time, as Astro's own queue does.
const encoding = turns(cpus().length);

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
  const cut = join(folders.cuts, name);
  if (!fs.existsSync(cut)) {
    const input = await bytesOf(original.version, original.source);
    const { data } = await encoding(() =>
      service.transform(input, { ...options, src: transform.src }, imageConfig, logger),
    );
    await fs.promises.mkdir(folders.cuts, { recursive: true });
    await keep(cut, data);
  }
  const built = join(folders.out, '_astro', name);
  await fs.promises.mkdir(join(folders.out, '_astro'), { recursive: true });
  await fs.promises.rm(built, { force: true });
  await fs.promises.link(cut, built).catch(() => fs.promises.copyFile(cut, built));
  return `/_astro/${name}`;
}
