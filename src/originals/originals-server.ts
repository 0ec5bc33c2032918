import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { picturesAddress } from '../site-model/content-folder.ts';
import { visible } from '../site-model/shown-as-text.ts';
import { originals, readOriginal } from './originals.ts';
import { pictureSource, serverPath } from './picture-source.ts';
import type { Bucket } from '../site-model/picture-store.ts';

const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The address content would write for a path's original, to be checked again: the path is never trusted. */
const addressOf = (kind: string, rest: string, bucket: Bucket | undefined) =>
  kind === 'local'
    ? picturesAddress + decodeURIComponent(rest)
    : kind === 'bucket' && bucket
      ? bucket.url.href + rest
      : '';

/** Facts a page read from a bucket original's bytes, as it tells them; anything else is undefined. */
function factsTold(body: string) {
  try {
    const { version, width, height, format, colour } = JSON.parse(body) as Record<string, unknown>;
    const whole = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
    if (typeof version !== 'string' || !whole(width) || !whole(height) || typeof format !== 'string') return;
    if (typeof colour !== 'string' || !/^#[0-9a-f]{6}$/.test(colour)) return;
    return { version, facts: { width: width as number, height: height as number, format, colour } };
  } catch {
    return undefined;
  }
}

/**
 * The build's originals, served on 127.0.0.1 while it runs: pages ask `/facts?address=…` for the size,
 * colour and versioned path of an original the last build did not know (or, for a bucket's, tell them with a
 * POST, read from the bytes they download for its cuts), and fetch that path only to make a
 * missing cut (src/pictures/cuts.ts; the preview, through Astro's image endpoint). Each path names its
 * version, so it is cached as immutable.
 */
export async function originalsServer(settings: { bucket: Bucket | undefined; tableFile: string; fresh: boolean }) {
  const { bucket } = settings;
  const store = originals(settings.tableFile, settings.fresh);
  const prefetched = store.prefetch();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://originals');
    // Every version asked as the build started, in one answer: a page asks each original's only when it is new.
    if (url.pathname === '/versions')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await prefetched));
    if (url.pathname === '/version') {
      const source = pictureSource(url.searchParams.get('address') ?? '', bucket);
      if ('message' in source || source.kind !== 'bucket') return response.writeHead(404).end();
      const version = await store.bucketVersion(source.url);
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version }));
    }
    if (url.pathname === '/facts' && request.method === 'POST') {
      const source = pictureSource(url.searchParams.get('address') ?? '', bucket);
      const told = factsTold(await text(request));
      if ('message' in source || source.kind !== 'bucket' || !told) return response.writeHead(422).end();
      await store.keep(source.url, told.version, told.facts);
      return response.writeHead(204).end();
    }
    if (url.pathname === '/facts') {
      const address = url.searchParams.get('address') ?? '';
      const source = pictureSource(address, bucket);
      if ('message' in source) return response.writeHead(422).end(source.message);
      const facts = await store.facts(source, visible(address));
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...facts, path: serverPath(facts.version, source) }));
    }
    const [, route, version, kind, ...rest] = url.pathname.split('/');
    const source = route === 'original' ? pictureSource(addressOf(kind!, rest.join('/'), bucket), bucket) : undefined;
    if (!source || 'message' in source) return response.writeHead(404).end();
    const etag = `"${version}"`;
    const headers = { etag, 'cache-control': 'public, max-age=31536000, immutable' };
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, headers).end();
    const bytes = await readOriginal(source);
    const type = types[source.kind === 'local' ? source.name.split('.').at(-1)! : source.key.split('.').at(-1)!];
    response.writeHead(200, { ...headers, 'content-type': type ?? 'application/octet-stream' }).end(bytes);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps a process running: `astro sync` and `astro check` end without closing it.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    save: () => store.save(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
