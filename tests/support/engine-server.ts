// `node engine-server.ts <wrangler.jsonc> <dist> <port>`: Cloudflare's asset engine, set up by wrangler as `wrangler dev`
// sets it up, run by Miniflare in workerd. Prints its lines (the rules parsed or refused), then `Ready on <origin>`.
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
process.on('SIGTERM', () => void engine.dispose().finally(() => process.exit(0)));
