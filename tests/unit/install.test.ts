import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// A newcomer's first command, `npm install`, warns of nothing (README, "Two commands"). On the system's Node
// npm prints only errors (.npmrc): its checks run here instead, on the Node 24 every npm script runs on.
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

test('README asks for the Node that package.json’s engines name', () => {
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
  expect(engines.node).toMatch(/^>=\d+$/);
  expect(read('README.md')).toContain(`You need Node.js ${engines.node.slice(2)} or later`);
});

// npm reads the lockfile and the installed tree: 4–9 s here beside other tests.
test('npm finds nothing to warn of on the Node the scripts run on', { timeout: 60_000 }, () => {
  const npm = spawnSync('npm', ['install', '--dry-run', '--offline', '--no-audit', '--no-fund', '--loglevel=warn'], {
    cwd: root,
    // npm's own `#!/usr/bin/env node` then finds the `node` dev dependency first.
    env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` },
    encoding: 'utf8',
  });
  expect(npm.stderr).not.toMatch(/warn/i);
  expect(npm.status, npm.stderr).toBe(0);
});
