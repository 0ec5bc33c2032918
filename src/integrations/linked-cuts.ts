import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

type CopyFile = typeof fs.promises.copyFile;

/**
 * `copyFile` that hard-links a file of `cache` instead of copying its bytes, when asked to clone it (as
 * Astro copies each cut it finds in its cache into dist/); a copy where a link cannot be made (another disk).
 */
export function linkingCopyFile(cache: string, copyFile: CopyFile): CopyFile {
  return async (from, to, mode) => {
    const source = from instanceof URL ? fileURLToPath(from) : String(from);
    if (mode === fs.constants.COPYFILE_FICLONE && source.startsWith(cache))
      try {
        return await fs.promises.link(from, to);
      } catch {
        // Not linkable: copied below.
      }
    return copyFile(from, to, mode);
  };
}

/**
 * A warm build links its cached cuts into dist/ rather than copying them: no bytes written, and the next
 * build's emptying of dist/ frees none. Nothing writes into a cut once made, so dist/ and the cache never
 * differ (src/pictures/README.md, "Encoding cost").
 */
export function linkedCuts(): AstroIntegration {
  const copyFile = fs.promises.copyFile;
  let cache = '';
  return {
    name: 'linked-cuts',
    hooks: {
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
