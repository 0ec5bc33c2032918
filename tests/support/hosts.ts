import { readFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './engine.ts';
import { nginxRoot } from '../../src/site-model/host-files.ts';

export const nginxPath = '/usr/sbin/nginx';
export const nginxMissing = existsSync(nginxPath)
  ? undefined
  : 'No nginx: nginx.conf is not run. Install it with `apt-get install nginx` (as root).';

/** nginx.conf, the site's server block as the build writes it (src/site-model/host-files.ts). */
export const siteNginx = () => readFileSync(new URL('../../nginx.conf', import.meta.url), 'utf8');

/** A server block as nginx.conf has it, listening on `port` of 127.0.0.1 in plain HTTP, its root `dist`. */
const localBlock = (serverBlock: string, port: number, dist: string) =>
  serverBlock
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*ssl_certificate(_key)? [^;]+;/g, '')
    .replaceAll(nginxRoot, dist.replace(/\/$/, ''));

/** nginx's whole configuration around server blocks, its files in a new temporary folder: that folder. */
function nginxPrefix(blocks: string[]) {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
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
${blocks.join('\n')}
}`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  return prefix;
}

/**
 * `nginx -t` on nginx.conf's server block once for each build (`dists`, each with the redirects it includes), all
 * in one run: what nginx printed when it refuses them, naming the file and line; empty when it takes them.
 */
export function nginxRefuses(dists: string[], serverBlock = siteNginx()): string {
  const prefix = nginxPrefix(dists.map((dist, n) => localBlock(serverBlock, 8000 + n, dist)));
  const run = spawnSync(nginxPath, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  rmSync(prefix, { recursive: true, force: true });
  return run.status === 0 ? '' : `${run.stderr}`.trim();
}

/**
 * Runs nginx.conf (or another build's) in Debian's nginx, unchanged but for where it listens (plain HTTP on a
 * free local port: no certificate here) and its root (that build's dist/, whose redirects it includes).
 * Returns the origin, the command that makes it read its configuration again, and a stop function.
 */
export async function startSiteNginx(dist: string, serverBlock = siteNginx()) {
  const port = await freePort();
  const prefix = nginxPrefix([localBlock(serverBlock, port, dist)]);
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
  const reload = `${nginxPath} -p ${prefix} -c ${join(prefix, 'nginx.conf')} -s reload`;
  return { origin, reload, stop };
}
