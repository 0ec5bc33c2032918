import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './engine.ts';
import type { AddressInfo } from 'node:net';

/**
 * The site as a slow phone gets it: a server in front of `origin` that answers every page at once but
 * holds the islands' code (`/_astro/*.js`) until `release()`. Any engine loads through it, so each test
 * holds the code the same way in Chromium, Firefox and WebKit.
 */
export async function holdScripts(origin: string) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const server = createServer(async (req, res) => {
    if (/^\/_astro\/[^?]+\.js/.test(req.url!)) await released;
    const upstream = await fetch(origin + req.url, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const stop = () => {
    release();
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return { origin: `http://127.0.0.1:${port}`, release, stop };
}

/** What the server saw of one request: its path and its `Sec-Purpose` header (set on speculative fetches). */
export interface SeenRequest {
  path: string;
  purpose?: string;
}

/** Passes a request on to a site served elsewhere (Cloudflare's engine) and its answer back, as a GET unless told. */
export function passOn(upstream: string, req: IncomingMessage, res: ServerResponse, method = req.method) {
  return new Promise<void>((done) => {
    const headers = { ...req.headers, host: new URL(upstream).host };
    delete headers['content-length'];
    const forward = request(new URL(req.url!, upstream), { method, headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res).on('finish', done);
    });
    forward.on('error', () => res.writeHead(502).end(done));
    forward.end();
  });
}

/**
 * The site on its engine (`upstream`), seen through a server of its own on a free port that keeps every
 * request it passes on: the server side of a speculative fetch is only visible here.
 */
export async function recordingServer(upstream: string) {
  const requests: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url!, 'http://localhost').pathname;
    const purpose = request.headers['sec-purpose'];
    requests.push({ path, ...(typeof purpose === 'string' ? { purpose } : {}) });
    await passOn(upstream, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
