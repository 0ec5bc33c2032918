import { relative } from 'node:path';
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
    .map((line) => line.replace(/^([\w.]+): \1: /, '$1: '))
    .filter(Boolean)
    .map((line) => `  - ${line}`);
  return [`Content error in ${file} (entry "${entryId}"):`, ...fields].join('\n');
}

/** Wraps a loader so that every validation error names the file it came from. */
export function withFileErrors(loader: Loader): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) =>
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
  };
}
