import fs from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin, Rollup } from 'vite';
import { knownPictures } from './known-pictures.ts';

type CopyFile = typeof fs.promises.copyFile;
type EmitFile = Rollup.PluginContext['emitFile'];

/**
 * `copyFile` that hard-links a file of `cache` instead of copying its bytes, when asked to clone it (as
 * Astro copies each cut it finds in its cache into dist/); a copy where a link cannot be made (another disk).
 */
export function linkingCopyFile(cache: string, copyFile: CopyFile): CopyFile {
  return async (from, to, mode) => {
    const source = from instanceof URL ? fileURLToPath(from) : String(from);
    if (mode === fs.constants.COPYFILE_FICLONE && source.startsWith(cache))
      return linkOrCopy(from, to, () => copyFile(from, to, mode));
    return copyFile(from, to, mode);
  };
}

/** Hard-links `from` at `to`, or calls `copy` where a link cannot be made (another disk). */
const linkOrCopy = (from: fs.PathLike, to: fs.PathLike, copy: () => Promise<void>) =>
  fs.promises.link(from, to).catch(copy);

type Digest = (picture: string, bytes: Uint8Array) => string;

/**
 * `emitFile` for a picture's original: it emits the SHA-256 of the picture in place of its bytes, so the
 * file's hashed name still changes with every byte, and notes in `stubs` which picture each file stands for.
 */
export function stubbingEmitFile(
  emitFile: EmitFile,
  picture: string,
  stubs: Map<string, string>,
  digest: Digest,
): EmitFile {
  return (file) => {
    if (file.type !== 'asset' || !(file.source instanceof Uint8Array)) return emitFile(file);
    const handle = emitFile({ ...file, source: Buffer.from(digest(picture, file.source), 'hex') });
    stubs.set(handle, picture);
    return handle;
  };
}

/** Puts `picture` at `file` as a hard link (a copy where a link cannot be made), over what is there. */
export async function linkPicture(picture: string, file: string) {
  await fs.promises.rm(file, { force: true });
  await linkOrCopy(picture, file, () => fs.promises.copyFile(picture, file));
}

const wrapped = new WeakSet<object>();

/**
 * Astro emits each picture's original into dist/, bytes and all (reading, hashing and writing every one on
 * every build), only to read it when a cut is missing from its cache and then delete it. Its loader here
 * emits a stub (stubbingEmitFile), and the stub is replaced by a link to the picture once written.
 */
export function linkedOriginals(originals: ReturnType<typeof knownPictures>): Plugin {
  const stubs = new Map<string, Map<string, string>>(); // by Vite environment: file handle → picture
  const stubsOf = (environment: string) =>
    stubs.get(environment) ?? stubs.set(environment, new Map()).get(environment)!;
  const readFile = fs.promises.readFile;
  let depth = 0; // environments being built
  return {
    name: 'linked-originals',
    apply: 'build',
    configResolved({ plugins }) {
      const load = plugins.find((plugin) => plugin.name === 'astro:assets:esm')?.load;
      if (!load || typeof load !== 'object' || typeof load.handler !== 'function')
        throw new Error(
          "linked-pictures: Astro no longer loads pictures in its plugin 'astro:assets:esm', so their originals " +
            "cannot be linked into dist/. Adapt linkedOriginals() in src/integrations/linked-pictures.ts to Astro's " +
            'new loader, or remove it (builds then write every original).',
        );
      if (wrapped.has(load)) return;
      wrapped.add(load);
      const handler = load.handler;
      load.handler = function (id, ...rest) {
        const [picture, environment] = [id.split('?')[0]!, this.environment.name];
        const emitFile = stubbingEmitFile(this.emitFile.bind(this), picture, stubsOf(environment), originals.digest);
        const context = new Proxy(this, {
          get: (target, key) => {
            if (key === 'emitFile') return emitFile;
            const value: unknown = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        return handler.call(context, id, ...rest);
      };
    },
    // Astro reads each original whole to find its size; while it loads them, an unchanged one gives its head only.
    buildStart() {
      if (depth++ === 0) fs.promises.readFile = originals.readingHeads(readFile);
    },
    buildEnd() {
      if (--depth === 0) fs.promises.readFile = readFile;
    },
    async writeBundle({ dir }) {
      // Pictures of the same bytes share one file.
      const files = new Map<string, string>();
      for (const [handle, picture] of stubsOf(this.environment.name)) files.set(this.getFileName(handle), picture);
      await Promise.all([...files].map(([file, picture]) => linkPicture(picture, join(dir!, file))));
      await originals.save();
    },
  };
}

/**
 * dist/ links picture files rather than copying them: a warm build writes no picture, and the next build's
 * emptying of dist/ frees none. Cached cuts are linked as Astro copies them into dist/; originals are linked
 * in place of the copy Astro emits (linkedOriginals). Nothing writes into a picture or a cut once made, so
 * dist/, the cache and content/ never differ (src/pictures/README.md, "Encoding cost").
 */
export function linkedPictures(): AstroIntegration {
  const copyFile = fs.promises.copyFile;
  let cache = '';
  return {
    name: 'linked-pictures',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const originals = knownPictures(fileURLToPath(new URL('known-pictures.json', config.cacheDir)));
        updateConfig({ vite: { plugins: [linkedOriginals(originals)] } });
      },
      'astro:config:done': ({ config }) => {
        cache = fileURLToPath(new URL('assets/', config.cacheDir));
      },
      'astro:build:start': () => {
        fs.promises.copyFile = linkingCopyFile(cache, copyFile);
      },
      'astro:build:done': () => {
        fs.promises.copyFile = copyFile;
      },
    },
  };
}
