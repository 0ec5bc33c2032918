import { readFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './engine';
import { nginxRoot } from '../../src/site-model/host-files';

export const nginxPath = '/usr/sbin/nginx';
export const nginxMissing = existsSync(nginxPath)
  ? undefined
  : 'No nginx: nginx.conf is not run. Install it with `apt-get install nginx` (as root).';

/** nginx.conf, the site's server block as the build writes it (src/site-model/host-files.ts). */
export const siteNginx = () => readFileSync(new URL('../../nginx.conf', import.meta.url), 'utf8');

/**
 * Runs nginx.conf (or another build's) in Debian's nginx, unchanged but for where it listens (plain HTTP on a
 * free local port: no certificate here) and its root (that build's dist/, whose redirects it includes).
 * Returns the origin and a stop function.
 */
export async function startSiteNginx(dist: string, serverBlock = siteNginx()) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const block = serverBlock
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*ssl_certificate(_key)? [^;]+;/g, '')
    .replaceAll(nginxRoot, dist.replace(/\/$/, ''));
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
