// Serves dist/ as a CDN would: Brotli or gzip, long cache for hashed assets, 404.html with status 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createBrotliCompress, createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.txt', '.xml', '.json']);

export function serve(dir, port) {
  const resolve = (url) => {
    const path = normalize(decodeURIComponent(new URL(url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
      const file = join(dir, candidate);
      if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
    }
    return { file: join(dir, '404.html'), status: 404 };
  };
  const server = createServer((req, res) => {
    const { file, status } = resolve(req.url ?? '/');
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': file.includes('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    let body = createReadStream(file);
    if (compressible.has(ext) && /\bbr\b/.test(accept)) {
      headers['content-encoding'] = 'br';
      body = body.pipe(createBrotliCompress());
    } else if (compressible.has(ext) && /\bgzip\b/.test(accept)) {
      headers['content-encoding'] = 'gzip';
      body = body.pipe(createGzip());
    }
    res.writeHead(status, headers);
    body.pipe(res);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
