import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { originalsServer } from '../originals/originals-server.ts';
import { picturesDir } from '../site-model/content-folder.ts';
import { bucketOf } from '../site-model/picture-store.ts';

type Server = Awaited<ReturnType<typeof originalsServer>>;

/**
 * The pictures' originals, from content/images/ or the bucket (PICTURES_URL): a server on 127.0.0.1 for the
 * build's run (src/originals/originals-server.ts) keeps what is known of each, and serves them to the
 * preview's image endpoint as remote images; the build's pages learn where the table, the kept cuts and
 * dist/ are (src/originals/original.ts, src/pictures/cuts.ts). No original is ever written into dist/.
 */
export function originalsIntegration(): AstroIntegration {
  let server: Server | undefined;
  return {
    name: 'originals',
    hooks: {
      'astro:config:setup': async ({ config, command, updateConfig }) => {
        await server?.close();
        const tableFile = fileURLToPath(new URL('originals.json', config.cacheDir));
        server = await originalsServer({ bucket: bucketOf(), tableFile, fresh: command === 'dev' });
        // No port: Astro keeps the content it loaded only while its config is unchanged, and the port is new each build.
        updateConfig({
          image: { remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', pathname: '/original/**' }] },
          vite: {
            define: {
              __ORIGINALS__: JSON.stringify({
                server: server.origin,
                table: tableFile,
                pictures: picturesDir,
                cuts: fileURLToPath(new URL('cuts/', config.cacheDir)),
                out: fileURLToPath(config.outDir),
              }),
            },
          },
        });
      },
      'astro:build:done': async () => {
        server?.save();
        await server?.close();
      },
      'astro:server:done': async () => {
        server?.save();
        await server?.close();
      },
    },
  };
}
