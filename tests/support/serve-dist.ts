import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Answers with a file of a built dist/ as a static host does: `/legal` → legal.html, `/fr/` → fr/index.html, unknown → 404.html. */
export async function serveDist(dist: string | URL, req: IncomingMessage, res: ServerResponse, path?: string) {
  const at = path ?? new URL(req.url!, 'http://localhost').pathname;
  const base = new URL(String(dist).endsWith('/') ? String(dist) : `${dist}/`, 'file:///');
  const file = at.slice(1);
  const candidates = at.endsWith('/') ? [`${file}index.html`] : [file, `${file}.html`];
  for (const name of candidates) {
    const body = await readFile(new URL(name, base)).catch(() => undefined);
    if (body)
      return void res.writeHead(200, { 'content-type': types[extname(name)] ?? 'application/octet-stream' }).end(body);
  }
  res.writeHead(404, { 'content-type': types['.html']! }).end(await readFile(new URL('404.html', base)));
}
