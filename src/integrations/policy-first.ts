import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const policyMeta = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const charsetMeta = /<meta charset="[^"]*">/i;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = {
  script: /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  style: /<style[^>]*>([\s\S]*?)<\/style>/g,
};

/**
 * The policy with only the hashes of the page's own inline scripts and styles: Astro lists those of every
 * page in each (about 45 bytes gzip apiece that no browser can use there).
 */
function ownHashes(meta: string, html: string) {
  const own = new Set(
    Object.values(inline).flatMap((pattern) => [...html.matchAll(pattern)].map(([, text]) => hashOf(text!))),
  );
  return meta.replace(/ 'sha256-[^']+'/g, (token) => (own.has(token.trim()) ? token : ''));
}

/**
 * A page's HTML with its encoding first in <head> (HTML wants it within the first 1,024 bytes) and its CSP
 * <meta> right after it, before anything the policy must check; unchanged when it has no policy.
 */
export function withPolicyFirst(html: string): string {
  const meta = policyMeta.exec(html)?.[0];
  if (!meta) return html;
  const rest = html.replace(meta, '').replace(charsetMeta, '');
  return rest.replace('<head>', `<head><meta charset="utf-8">${ownHashes(meta, rest)}`);
}

/**
 * Astro writes each page's CSP <meta> at the end of <head>. A browser applies a policy only to what comes
 * after it, so a script written before it would run unchecked: the build moves it to the top of <head>,
 * after `<meta charset>` alone, which is no script and must come within the page's first 1,024 bytes.
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
