// Serves a built site on Cloudflare's asset engine until stopped: `node engine-server.ts <wrangler.jsonc> <dist> <port>`.
// wrangler reads its config into Miniflare's options as `wrangler dev` does; Miniflare runs them in workerd.
// It prints the engine's own lines (the rules it parsed, any it refused), then `Ready on <origin>`.
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';

const [config, assets, port] = process.argv.slice(2);
const { workerOptions } = unstable_getMiniflareWorkerOptions(config!, undefined, {
  overrides: { assets: { directory: assets! } },
});
// The site has no Worker code: the assets alone, behind a Worker that is never asked.
const { name, compatibilityDate, compatibilityFlags, assets: assetOptions } = workerOptions;
const engine = new Miniflare(
  convertV4MiniflareOptions({
    name,
    compatibilityDate,
    compatibilityFlags,
    assets: assetOptions,
    modules: true,
    script: 'export default {}',
    host: '127.0.0.1',
    port: Number(port),
    log: new Log(LogLevel.INFO),
    // Offline: no look-up of the request's location; no line per request.
    cf: false,
    logRequests: false,
  } as Parameters<typeof convertV4MiniflareOptions>[0]),
);
console.log(`Ready on ${(await engine.ready).origin}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void engine.dispose().finally(() => process.exit(0)));
