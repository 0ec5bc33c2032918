import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// Astro imports astro.config.mjs with Node first and falls back to a Vite server that transforms every file
// it imports, about half a second more on every build: each import in src/ names its file (eslint.config.js).
test('astro.config.mjs and everything it imports load in Node, without Vite', () => {
  const load = `const { default: config } = await import('./astro.config.mjs'); console.log(config.integrations.length);`;
  // The Node every npm script runs (the `node` dev dependency), whichever Node started the tests.
  const node = fileURLToPath(new URL('../../node_modules/node/bin/node', import.meta.url));
  const out = execFileSync(node, ['--input-type=module', '-e', load], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, VITEST: '1' },
    encoding: 'utf8',
  });
  expect(Number(out.trim().split('\n').at(-1))).toBeGreaterThan(0);
});
