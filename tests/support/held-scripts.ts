import { createServer } from 'node:http';
import { freePort } from './free-port';

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
