import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveDist } from './serve-dist';

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
    await serveDist(dist, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
