import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** What the server saw of one request: its path and its `Sec-Purpose` header (set on speculative fetches). */
export interface SeenRequest {
  path: string;
  purpose?: string;
}

/**
 * dist/ served as a static host does (`/legal` → legal.html, unknown → 404.html), on a free port, keeping
 * every request it answers: the server side of a speculative fetch is only visible here.
 */
export async function recordingServer(dist: URL) {
  const requests: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url!, 'http://localhost').pathname;
    const purpose = request.headers['sec-purpose'];
    requests.push({ path, ...(typeof purpose === 'string' ? { purpose } : {}) });
    const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`];
    for (const file of candidates) {
      const body = await readFile(new URL(file, dist)).catch(() => undefined);
      if (body) {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        return response.end(body);
      }
    }
    response.writeHead(404, { 'content-type': types['.html']! });
    response.end(await readFile(new URL('404.html', dist)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
