import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startEngine, type Engine } from '../support/engine.ts';
import { nginxMissing, startSiteNginx } from '../support/hosts.ts';

// German, added as CONTENT.md says (the third-language scenario, tests/support/scenarios.ts): its build writes
// every host's files from the model (src/site-model/hosts.ts), and each host gives an unknown address under
// /de/ the German not-found page, with 404: Cloudflare's engine, nginx with the build's nginx.conf, and
// Netlify's own redirect handler with the build's netlify.toml.
const built = inject('scenarios')['third-language']!;
const dist = join(built.copy, 'dist');
const missing = ['/de/seite-gibt-es-nicht', '/de/collections/nope'];
const german = (html: string) => html.includes('<html lang="de"');
// Addresses content moved (a look's `formerly`), in the default language and the new one: 301 to where they are now.
const moved = [
  ['/looks/look-01', '/collections/fall-winter-2025/look-01'],
  ['/de/looks/look-02', '/de/collections/fall-winter-2025/look-02'],
] as const;

describe('a third language’s not-found page, and every moved address, on every host', () => {
  let engine: Engine;
  let nginx: Awaited<ReturnType<typeof startSiteNginx>> | undefined;
  // A budget, as build/engine.test.ts gives its engine: 5 s alone, over Vitest's 10 s beside a whole npm test.
  beforeAll(async () => {
    expect(built.failed, built.output).toBe(false);
    engine = await startEngine(dist);
    if (!nginxMissing) nginx = await startSiteNginx(dist, readFileSync(join(built.copy, 'nginx.conf'), 'utf8'));
  }, 90_000);
  afterAll(async () => {
    await engine?.stop();
    nginx?.stop();
  });

  /** An origin's answers to the unknown and the moved addresses. */
  async function answers(origin: string) {
    for (const path of missing) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(404);
      expect(german(await response.text()), path).toBe(true);
    }
    for (const [from, to] of moved) {
      const response = await fetch(origin + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, origin).pathname, from).toBe(to);
    }
  }

  test('Cloudflare’s engine', () => answers(engine.origin));

  test.skipIf(!!nginxMissing)('nginx, with the nginx.conf the build wrote', () => answers(nginx!.origin));

  test('Netlify’s own redirect handler, with the netlify.toml the build wrote', async () => {
    const handler = new RedirectsHandler({
      projectDir: built.copy,
      configPath: join(built.copy, 'netlify.toml'),
      publicDir: dist,
      configRedirects: [],
      jwtRoleClaim: '',
      jwtSecret: '',
    });
    for (const path of missing) {
      const match = await handler.match(new Request(`https://www.maison-verane.com${path}`));
      expect(match, path).toMatchObject({ statusCode: 404, targetRelative: '/de/404.html' });
      expect(german(readFileSync(join(dist, 'de/404.html'), 'utf8'))).toBe(true);
    }
    for (const [from, to] of moved)
      expect(await handler.match(new Request(`https://www.maison-verane.com${from}`)), from).toMatchObject({
        statusCode: 301,
        targetRelative: to,
      });
  });
});
