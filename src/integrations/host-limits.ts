import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { hostLimitProblems } from '../site-model/host-limits.ts';

/** The build ends with an error when the host would refuse dist/ (src/site-model/host-limits.ts). */
export function hostLimitsIntegration(): AstroIntegration {
  return {
    name: 'host-limits',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
          .map((path) => ({ path, stat: statSync(join(root, path)) }))
          .filter(({ stat }) => stat.isFile())
          .map(({ path, stat }) => ({ path, bytes: stat.size }));
        const problems = hostLimitProblems(files);
        if (problems.length) throw new Error(`dist/ is too big for the host:\n- ${problems.join('\n- ')}`);
      },
    },
  };
}
