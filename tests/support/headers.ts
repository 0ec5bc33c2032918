import { readFileSync } from 'node:fs';

/**
 * A rule of public/_headers: a path pattern, its headers, and the headers of earlier rules it detaches
 * (`! Name`, Cloudflare's syntax; Netlify's parser skips a line without a colon).
 */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  detached: string[];
}

export function readHeadersFile(file: URL): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {}, detached: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)!.detached.push(line.trim().slice(1).trim());
    else {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const matching = (rules: HeaderRule[], path: string) =>
  rules.filter((rule) =>
    new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path),
  );

/** The headers a path gets where a later matching rule replaces a header (Netlify, nginx.conf). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...matching(rules, path).map((rule) => rule.headers));
}

/**
 * The headers a path gets on Cloudflare: every matching rule adds its headers, after detaching the ones
 * it names. A header may then come twice: name and value, in order.
 */
export function cloudflareHeadersFor(rules: HeaderRule[], path: string): [string, string][] {
  let headers: [string, string][] = [];
  for (const rule of matching(rules, path)) {
    const detached = rule.detached.map((name) => name.toLowerCase());
    headers = headers.filter(([name]) => !detached.includes(name.toLowerCase()));
    headers.push(...Object.entries(rule.headers));
  }
  return headers;
}
