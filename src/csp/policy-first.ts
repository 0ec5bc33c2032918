import { createHash } from 'node:crypto';

const policyMeta = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const charsetMeta = /<meta charset="[^"]*">/i;

// Pages share most of their inline styles: each is hashed once a build.
const hashes = new Map<string, string>();
const hashOf = (text: string) => {
  if (!hashes.has(text)) hashes.set(text, `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return hashes.get(text)!;
};
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
 * after it, so a script written before it would run unchecked: as each page renders (src/middleware.ts), its
 * <meta> moves to the top of <head>, after `<meta charset>` alone, which is no script.
 */
export async function policyFirst(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(withPolicyFirst(await response.text()), response);
}
