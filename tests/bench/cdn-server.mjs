// Serves dist/ as a CDN would: HTTPS with HTTP/2, Brotli (or gzip) compressed once and kept in memory, a long
// cache for hashed assets, and the nearest 404.html with status 404. The certificate is a throwaway for 127.0.0.1; the
// browser that measures is started with --ignore-certificate-errors. `{ secure: false }` serves plain HTTP/1.1.
// `{ network: { latencyMs, bytesPerSecond } }` shapes every response
// as a slow link would, with no DevTools attached: one round trip before the headers, then the body paced at
// the link's rate, shared by all responses. `{ onReport }` receives the JSON POSTed to /__bench.
// The bench's alone (npm run bench; the tests serve dist/ on Cloudflare's engine, tests/support/engine.ts):
// that engine answers over HTTP/1.1, and a phone on slow 4G gets pages over HTTP/2 with TLS, its round trips
// paced as this server paces them. Port 0 takes a free port: server.address().port.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { dirname, extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import selfsigned from 'selfsigned';

/** A file's type by its extension, text in UTF-8. */
const typeOf = (ext) =>
  ((type) => (type.startsWith('text/') ? `${type}; charset=utf-8` : type))(lookup(ext) ?? 'application/octet-stream');
const compressible = new Set(['.html', '.js', '.css', '.svg', '.txt', '.md', '.xml', '.json', '.webmanifest']);
// Brotli's best (11) for the site's files, the bytes a visitor gets; 9 above 256 KB, which only the editor's
// bundle is: at 11 it takes about 4 s of CPU for 8% fewer bytes, in every run that loads /admin.
const brotli = (raw) =>
  brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: raw.length > 256 * 1024 ? 9 : 11 } });
const encoders = { br: brotli, gzip: (raw) => gzipSync(raw, { level: 9 }), identity: (raw) => raw };

/**
 * @param {string} dir
 * @param {number} port
 * @param {{ secure?: boolean, network?: { latencyMs: number, bytesPerSecond: number }, onReport?: (report: unknown) => void }} [options]
 */
export async function serve(dir, port, { secure = true, network, onReport } = {}) {
  const resolve = (url) => {
    const path = normalize(decodeURIComponent(new URL(url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
      const file = join(dir, candidate);
      if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
    }
    // The nearest 404.html up the tree, as Cloudflare Pages serves it: fr/404.html for /fr/anything.
    let folder = dirname(path);
    while (!existsSync(join(dir, folder, '404.html')) && folder !== dirname(folder)) folder = dirname(folder);
    return { file: join(dir, folder, '404.html'), status: 404 };
  };
  // A CDN compresses a file once and serves it from its cache; compressing per request would add
  // Brotli's time to every response and Lighthouse would count it as server time.
  const bodies = new Map();
  const body = (file, encoding) => {
    const key = `${encoding} ${file}`;
    if (!bodies.has(key)) bodies.set(key, encoders[encoding](readFileSync(file)));
    return bodies.get(key);
  };
  const send = network ? shaped(network) : (res, status, headers, data) => res.writeHead(status, headers).end(data);
  const handle = (req, res) => {
    if (onReport && req.method === 'POST' && req.url === '/__bench') return report(req, res, onReport);
    const { file, status } = resolve(req.url ?? '/');
    const ext = extname(file);
    const encoding = encodingFor(ext, String(req.headers['accept-encoding'] ?? ''));
    const headers = {
      'content-type': typeOf(ext),
      'cache-control': file.includes('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    send(res, status, headers, body(file, encoding));
  };
  const server = secure
    ? createSecureServer({ ...(await certificate()), allowHTTP1: true }, handle)
    : createServer(handle);
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** A slow link: a round trip before each response starts, then packets paced at the rate all share. */
function shaped({ latencyMs, bytesPerSecond }) {
  const packet = 1460;
  let linkFreeAt = 0;
  return async (res, status, headers, data) => {
    await sleep(latencyMs);
    res.writeHead(status, headers);
    for (let sent = 0; sent < data.length; sent += packet) {
      const size = Math.min(packet, data.length - sent);
      linkFreeAt = Math.max(performance.now(), linkFreeAt) + (size / bytesPerSecond) * 1000;
      await sleep(linkFreeAt - performance.now());
      if (res.destroyed) return;
      res.write(data.subarray(sent, sent + size));
    }
    res.end();
  };
}

function report(req, res, onReport) {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    onReport(JSON.parse(text));
    res.writeHead(204).end();
  });
}

/** Brotli where the browser takes it, else gzip; images and fonts are already compressed. */
function encodingFor(ext, accept) {
  if (!compressible.has(ext)) return 'identity';
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
}

async function certificate() {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key, cert };
}
