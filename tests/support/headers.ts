import { readFileSync } from 'node:fs';

/** The rules of public/_headers (Netlify / Cloudflare Pages format): a path pattern and its headers. */
export function readHeadersFile(file: URL): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The headers that apply to a path: every rule whose pattern (with `*` as a wildcard) matches. */
export function headersFor(rules: ReturnType<typeof readHeadersFile>, path: string): Record<string, string> {
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers));
}
