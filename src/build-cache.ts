import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Work a build keeps in Astro's cache folder, beside its cut pictures, so that the next build reads it:
 * the file `name` in `dir`, made by `make` the first time. Written whole or not at all, as a build running
 * beside this one may read it meanwhile.
 */
export async function kept(dir: string, name: string, make: () => Promise<Buffer | string>): Promise<Buffer> {
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file);
  const made = Buffer.from(await make());
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, made);
  renameSync(`${file}.${process.pid}`, file);
  return made;
}
