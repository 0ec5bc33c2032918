// A page's view of an original: asked of the build's originals server (src/integrations/originals.ts).

/** An original as a page cuts it: the address Astro fetches it from (only for a missing cut), its facts. */
export interface Original {
  src: string;
  version: string;
  width: number;
  height: number;
  format: string;
  colour: string;
}

declare const __ORIGINALS_SERVER__: string | undefined;

const asked = new Map<string, Promise<Original>>();

async function ask(address: string): Promise<Original> {
  const server = typeof __ORIGINALS_SERVER__ === 'string' ? __ORIGINALS_SERVER__ : undefined;
  if (!server)
    throw new Error('originals: no originals server; pages are built by astro with src/integrations/originals.ts');
  const response = await fetch(`${server}/facts?address=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`Picture ${await response.text()}`);
  const { path, ...facts } = (await response.json()) as Omit<Original, 'src'> & { path: string };
  return { src: server + path, ...facts };
}

/** The original a (checked) picture address names, asked once a build; the preview asks again, as pictures change. */
export function original(address: string): Promise<Original> {
  if (import.meta.env.DEV) return ask(address);
  let found = asked.get(address);
  if (!found) asked.set(address, (found = ask(address)));
  return found;
}
