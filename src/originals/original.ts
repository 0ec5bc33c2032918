// A page's view of an original: from the last build's table, else asked of the build's originals server
// (src/integrations/originals.ts), which works it out and keeps it.
import { picturesAddress } from '../site-model/content-folder.ts';
import { bucketOf } from '../site-model/picture-store.ts';
import { bucketPicture } from './bucket-address.ts';
import { isSafeName } from './content-images.ts';
import { visible } from '../site-model/shown-as-text.ts';
import { bytesOf } from './original-bytes.ts';
import { factsOf, originals } from './originals.ts';
import { serverPath, type PictureSource } from './picture-source.ts';

/** An original as a page cuts it: the address Astro fetches it from (only for a missing cut), its facts. */
export interface Original {
  src: string;
  version: string;
  width: number;
  height: number;
  format: string;
  colour: string;
  /** Where it lives, to read it whole when a cut of it is missing. */
  source: PictureSource;
}

declare const __ORIGINALS__: { server: string; table: string; pictures: string } | undefined;

const asked = new Map<string, Promise<Original>>();
const settings = typeof __ORIGINALS__ === 'object' ? __ORIGINALS__ : undefined;
// Read once, never written here: the server keeps what it works out, and saves it as the build ends.
const kept = settings && originals(settings.table);

/** Where a picture the schema took lives, found without listing a folder; the server checks all again. */
function sourceOf(address: string, pictures: string): PictureSource | undefined {
  if (address.startsWith(picturesAddress)) {
    const name = address.slice(picturesAddress.length);
    return isSafeName(name) ? { kind: 'local', name, file: pictures + name } : undefined;
  }
  const bucket = bucketOf();
  const found = bucket && bucketPicture(address, bucket.url);
  return found && !('message' in found) ? { kind: 'bucket', ...found } : undefined;
}

let versions: Promise<Record<string, string>> | undefined;
/** The versions of the last build's bucket originals, asked of the server once a build. */
const allVersions = (server: string) =>
  (versions ??= fetch(`${server}/versions`).then(
    (answer) => (answer.ok ? answer.json() : {}) as Promise<Record<string, string>>,
  ));

async function ask(address: string): Promise<Original> {
  if (!settings || !kept)
    throw new Error('originals: no originals server; pages are built by astro with src/integrations/originals.ts');
  const { server } = settings;
  const source = sourceOf(address, settings.pictures);
  // A bucket original's version comes from the server, which asked the bucket for all of them at once.
  const versionIn = async (url: URL) => {
    const known = (await allVersions(server))[url.href];
    if (known) return known;
    const answer = await fetch(`${server}/version?address=${encodeURIComponent(url.href)}`);
    return answer.ok ? ((await answer.json()) as { version?: string }).version : undefined;
  };
  const known = source && !import.meta.env.DEV ? await kept.known(source, versionIn).catch(() => undefined) : undefined;
  if (known) return { src: server + serverPath(known.version, source!), ...known, source: source! };
  // A new bucket original: its facts read from the bytes its cuts need, so a cold build downloads it once.
  const version = source?.kind === 'bucket' && !import.meta.env.DEV ? await versionIn(source.url) : undefined;
  if (version) {
    const facts = await factsOf(await bytesOf(version, source!), visible(address)).catch((error: Error) => {
      throw new Error(`Picture ${error.message}`);
    });
    const told = { method: 'POST', body: JSON.stringify({ version, ...facts }) };
    await fetch(`${server}/facts?address=${encodeURIComponent(address)}`, told);
    return { src: server + serverPath(version, source!), version, ...facts, source: source! };
  }
  const response = await fetch(`${server}/facts?address=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`Picture ${await response.text()}`);
  const { path, ...facts } = (await response.json()) as Omit<Original, 'src' | 'source'> & { path: string };
  return { src: server + path, ...facts, source: source! };
}

/** The original a (checked) picture address names, asked once a build; the preview asks again, as pictures change. */
export function original(address: string): Promise<Original> {
  if (import.meta.env.DEV) return ask(address);
  let found = asked.get(address);
  if (!found) asked.set(address, (found = ask(address)));
  return found;
}
