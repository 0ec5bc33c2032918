import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentRoot } from './content-folder.ts';
import { webAddress } from './web-address.ts';

/**
 * The site's public address, `url` in content/site.yaml, for astro.config.mjs (pages read it as Astro.site).
 * While that file has a mistake it is left out, never thrown: the content check that follows names the file
 * and the field, as for any content file, instead of "Unable to load your Astro config".
 */
export function publicAddress(): string | undefined {
  try {
    const data = parse(readFileSync(new URL('site.yaml', contentRoot), 'utf8')) as { url?: unknown } | null;
    return webAddress.safeParse(data?.url).data;
  } catch {
    return undefined;
  }
}
