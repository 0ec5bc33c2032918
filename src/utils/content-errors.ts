import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import type { Loader, LoaderContext } from 'astro/loaders';

/**
 * Rewrites Astro's schema error for copywriters: the file first, then one line per field
 * with what was expected and what was found.
 */
export function describeContentError(filePath: string, entryId: string, message: string): string {
  const file = relative(process.cwd(), filePath) || filePath;
  const fields = message
    .split('\n')
    .slice(message.includes('does not match collection schema') ? 1 : 0)
    .map((line) => line.replaceAll('**', '').trim())
    .map((line) => line.replace(/^([\w.]+): \1: /, '$1: ').replace(/^: /, ''))
    .filter(Boolean)
    .map((line) => `  - ${line}`);
  return [`Content error in ${file} (entry "${entryId}"):`, ...fields].join('\n');
}

/** The top-level field whose lines first stop the YAML from parsing, found by parsing field by field. */
export function brokenField(yamlText: string): string | undefined {
  const lines = yamlText.split('\n');
  const starts = lines.flatMap((line, index) => (/^[\w-]+\s*:/.test(line) ? [index] : []));
  for (const [n, start] of starts.entries()) {
    const upTo = lines.slice(0, starts[n + 1] ?? lines.length).join('\n');
    try {
      parse(upTo);
    } catch {
      return lines[start]!.split(':')[0]!.trim();
    }
  }
  return undefined;
}

/** Astro's YAML syntax error (frontmatter or a .yaml file) as the file, the field and the reason. */
export function describeSyntaxError(error: unknown): string | undefined {
  const e = error as {
    name?: string;
    id?: string;
    reason?: string;
    message?: string;
    loc?: { line?: number };
  };
  if (e?.name !== 'YAMLException' || !e.id) return undefined;
  const text = readFileSync(e.id, 'utf8');
  const yamlText = e.id.endsWith('.yaml') ? text : (text.split(/^---\s*$/m)[1] ?? '');
  const field = brokenField(yamlText) ?? 'frontmatter';
  const file = relative(process.cwd(), e.id) || e.id;
  return [
    `Content error in ${file}: the ${e.id.endsWith('.yaml') ? 'file' : 'frontmatter'} is not valid YAML.`,
    `  - ${field}: ${e.reason ?? e.message} (check its quotes, colons and indentation)`,
  ].join('\n');
}

/** Wraps a loader so that every validation or syntax error names the file and the field. */
export function withFileErrors(loader: Loader): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) =>
      rethrowSyntaxErrors(() =>
        loader.load({
          ...context,
          parseData: async (props) => {
            try {
              return await context.parseData(props);
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              throw new Error(describeContentError(props.filePath ?? context.collection, props.id, message), {
                cause: error,
              });
            }
          },
        }),
      ),
  };
}

async function rethrowSyntaxErrors(load: () => Promise<void>) {
  try {
    await load();
  } catch (error) {
    const message = describeSyntaxError(error);
    throw message ? new Error(message, { cause: error }) : error;
  }
}
