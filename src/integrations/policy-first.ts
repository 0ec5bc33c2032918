import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const policyMeta = /<meta http-equiv="content-security-policy" content="[^"]*">/;

/** A page's HTML with its CSP <meta> moved to the top of <head>; unchanged when it has none. */
export function withPolicyFirst(html: string): string {
  const meta = policyMeta.exec(html)?.[0];
  if (!meta) return html;
  return html.replace(meta, '').replace('<head>', `<head>${meta}`);
}

/**
 * Astro writes each page's CSP <meta> at the end of <head>. A browser applies a policy only to what comes
 * after it, so a script written before it would run unchecked: the build moves it to the top of <head>.
 * Hosts send the encoding in Content-Type (README, Deploying), so `<meta charset>` may follow it.
 */
export function policyFirst(): AstroIntegration {
  return {
    name: 'policy-first',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue;
          const html = readFileSync(join(root, file), 'utf8');
          const moved = withPolicyFirst(html);
          if (moved !== html) writeFileSync(join(root, file), moved);
        }
      },
    },
  };
}
