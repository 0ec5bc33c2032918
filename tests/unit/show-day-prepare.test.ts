import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCloudflare } from '../support/switch-worker.ts';

// README's `npm run schedule:prepare -- cloudflare`, against a stand-in of Cloudflare's API: before it builds or
// uploads anything, it asks whether the site's Worker serves preview URLs, and stops while it does.
const run = promisify(execFile);
let cloudflare: Awaited<ReturnType<typeof startCloudflare>>;
beforeAll(async () => void (cloudflare = await startCloudflare('version-before', {})));
afterAll(() => cloudflare?.stop());

test('prepare cloudflare refuses while the Worker’s preview URLs are on, naming the setting', async () => {
  cloudflare.subdomain.previews_enabled = true;
  const prepare = run('npm', ['run', '--silent', 'schedule:prepare', '--', 'cloudflare'], {
    env: {
      ...process.env,
      CLOUDFLARE_API_BASE_URL: cloudflare.origin,
      CLOUDFLARE_ACCOUNT_ID: 'house-account',
      CLOUDFLARE_API_TOKEN: 'the-house-token',
    },
  });
  await expect(prepare).rejects.toThrow(
    'Preview URLs are on for the Worker "maison-verane" (previews_enabled): each prepared season would be public at its preview URL before its minute.',
  );
  expect(cloudflare.calls).toEqual([
    {
      method: 'GET',
      path: '/accounts/house-account/workers/scripts/maison-verane/subdomain',
      authorization: 'Bearer the-house-token',
      body: undefined,
    },
  ]);
});
