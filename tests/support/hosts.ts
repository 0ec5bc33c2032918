import { readFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './engine';

/**
 * A rule of public/_headers: a path pattern, its headers, and the headers of earlier rules it detaches
 * (`! Name`, Cloudflare's syntax; Netlify's parser skips a line without a colon).
 */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  detached: string[];
}

export function readHeadersFile(file: URL): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {}, detached: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)!.detached.push(line.trim().slice(1).trim());
    else {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const matching = (rules: HeaderRule[], path: string) =>
  rules.filter((rule) =>
    new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path),
  );

/** The headers a path gets where a later matching rule replaces a header (Netlify, nginx.conf). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...matching(rules, path).map((rule) => rule.headers));
}

/**
 * The headers a path gets on Cloudflare: every matching rule adds its headers, after detaching the ones
 * it names. A header may then come twice: name and value, in order.
 */
export function cloudflareHeadersFor(rules: HeaderRule[], path: string): [string, string][] {
  let headers: [string, string][] = [];
  for (const rule of matching(rules, path)) {
    const detached = rule.detached.map((name) => name.toLowerCase());
    headers = headers.filter(([name]) => !detached.includes(name.toLowerCase()));
    headers.push(...Object.entries(rule.headers));
  }
  return headers;
}

export const nginxPath = '/usr/sbin/nginx';
export const nginxMissing = existsSync(nginxPath)
  ? undefined
  : 'No nginx: nginx.conf is not run. Install it with `apt-get install nginx` (as root).';

/** nginx.conf, the site's server block, as a host includes it. */
export const siteNginx = () => readFileSync(new URL('../../nginx.conf', import.meta.url), 'utf8');

/**
 * Runs nginx.conf in Debian's nginx, unchanged but for where it listens (plain HTTP on a free
 * local port: no certificate here) and its root (this dist/). Returns the origin and a stop function.
 */
export async function startSiteNginx(dist: string) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const block = siteNginx()
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*ssl_certificate(_key)? [^;]+;/g, '')
    .replace(/root [^;]+;/, `root ${dist};`);
  // Workers run as this user, not nginx's default www-data, which cannot read a clone in a private temp folder.
  const config = `daemon off;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix};
  uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
${block}
}`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const server = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (tries > 100 || server.exitCode !== null) throw new Error(`nginx did not start: ${error}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const stop = () => {
    server.kill();
    rmSync(prefix, { recursive: true, force: true });
  };
  return { origin, stop };
}
