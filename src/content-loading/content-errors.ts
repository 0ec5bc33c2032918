import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { Schema } from './content-files.ts';
import { clearProblems, currentProblems, reportProblem } from './content-problems.ts';
import { describeIssues } from './error-map.ts';
import { describeRefusals, mdxRefusals } from './safe-mdx.ts';
import { visible } from '../site-model/shown-as-text.ts';

const fromRoot = (path: string) => relative(process.cwd(), path) || path;

/** The schema's own issues for the data that failed: Astro hands over only its finished text. */
async function issuesOf(schema: Schema, data: unknown) {
  const result = await schema.safeParseAsync(data, { reportInput: true });
  return result.success ? [] : result.error.issues;
}

/**
 * The file first, then one line per field with what is wrong (src/content-loading/error-map.ts). Names and
 * values come from content: every character of them is shown, none acts on the terminal.
 */
export function describeContentError(filePath: string, entryId: string, lines: string[]): string {
  return [
    `Content error in ${visible(fromRoot(filePath))} (entry "${visible(entryId)}"):`,
    ...lines.map((line) => `  - ${visible(line)}`),
  ].join('\n');
}

/**
 * The top-level field whose lines first stop the YAML from parsing, found by parsing field by field.
 * The parser's own location cannot name it: for a quote left open it points at the end of the file.
 */
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

/**
 * Astro's YAML syntax error (frontmatter or a .yaml file) as the file, the field and the reason: js-yaml's own
 * (`YAMLException`), or the glob loader's for a one-entry .yaml file (`DataCollectionEntryParseError`).
 */
export function describeSyntaxError(error: unknown): string | undefined {
  const e = error as {
    name?: string;
    id?: string;
    reason?: string;
    message?: string;
    loc?: { file?: string };
  };
  const fromLoader = e?.name === 'DataCollectionEntryParseError' && e.loc?.file?.endsWith('.yaml');
  const path = fromLoader ? decodeURIComponent(e.loc!.file!) : e?.name === 'YAMLException' ? e.id : undefined;
  if (!path) return undefined;
  const reason = fromLoader ? e.message!.replace(/^[\s\S]*? failed to parse: /, '') : (e.reason ?? e.message);
  const text = readFileSync(path, 'utf8');
  const yamlText = path.endsWith('.yaml') ? text : (text.split(/^---\s*$/m)[1] ?? '');
  const field = brokenField(yamlText) ?? 'frontmatter';
  return [
    `Content error in ${visible(fromRoot(path))}: the ${path.endsWith('.yaml') ? 'file' : 'frontmatter'} is not valid YAML.`,
    `  - ${visible(`${field}: ${reason}`)} (check its quotes, colons and indentation)`,
  ].join('\n');
}

/** How the glob loader reads a file's YAML or frontmatter; Astro hands these over outside the public type. */
interface EntryType {
  getEntryInfo: (params: { fileUrl: URL; contents: string }) => Promise<unknown>;
}
type WithEntryTypes = LoaderContext & { entryTypes?: Map<string, EntryType> };

/** What a loader reads of a refused file while the others are read: nothing is stored from it. */
const refusedInfo = { data: {}, body: '', slug: '', rawData: '' };

/**
 * Wraps a loader so that every validation or syntax error names the file and the field, and is kept in
 * the list of current mistakes (src/content-loading/content-problems.ts) until the file reads cleanly again.
 * While it loads, a refused file waits for the others, so that every file's mistakes are found: the glob
 * loader reads them side by side and would stop at the first refusal, whichever came first.
 */
export function withFileErrors(loader: Loader, schema: Schema): Loader {
  return {
    ...loader,
    load: async (context: LoaderContext) => {
      const refused = { files: new Set<string>(), ids: new Set<string>(), loading: true };
      const refuse = (error: Error, id?: string, file?: string) => {
        if (!refused.loading) throw error;
        if (id) refused.ids.add(id);
        if (file) refused.files.add(file);
      };
      // Astro's scoped store is an object of functions: a refused entry is not stored, the rest as they come.
      const store: LoaderContext['store'] = {
        ...context.store,
        set: (entry) => !(refused.loading && refused.ids.has(entry.id)) && context.store.set(entry),
      };
      try {
        await rethrowSyntaxErrors(() =>
          loader.load({
            ...context,
            store,
            ...withSyntaxErrors((context as WithEntryTypes).entryTypes, refuse),
            parseData: async (props) => {
              const file = props.filePath ?? context.collection;
              if (refused.loading && refused.files.has(file)) {
                refused.ids.add(props.id);
                return undefined as never;
              }
              const key = `${fromRoot(file)}#${props.id}`;
              try {
                const data = await context.parseData(props);
                clearProblems(key);
                return data;
              } catch (error) {
                const issues = await issuesOf(schema, props.data);
                // No issue of the schema's own: Astro's error (an image it cannot read) is already worded for people.
                const lines = issues.length
                  ? describeIssues(issues)
                  : [error instanceof Error ? error.message : String(error)];
                const described = describeContentError(file, props.id, lines);
                reportProblem(key, described);
                refuse(new Error(described), props.id);
                return undefined as never;
              }
            },
          }),
        );
      } finally {
        refused.loading = false;
      }
      if (refused.ids.size || refused.files.size) throw new Error(currentProblems().join('\n\n'));
    },
  };
}

/**
 * Entry types whose frontmatter or YAML errors are described, and recorded, as the build describes them;
 * an MDX file's body is refused where it is more than content.
 */
function withSyntaxErrors(
  entryTypes: Map<string, EntryType> | undefined,
  refuse: (error: Error, id: undefined, file: string) => void,
) {
  if (!entryTypes) return {};
  const wrapped = new Map(
    [...entryTypes].map(([extension, type]) => [
      extension,
      {
        ...type,
        getEntryInfo: async (params: Parameters<EntryType['getEntryInfo']>[0]) => {
          const path = fileURLToPath(params.fileUrl);
          const file = fromRoot(path);
          // MDX that is more than content is refused before anything reads it further (safe-mdx.ts).
          const refusals = extension === '.mdx' ? mdxRefusals(params.contents) : [];
          if (refusals.length) {
            const message = describeRefusals(file, refusals);
            reportProblem(file, message);
            refuse(new Error(message), undefined, path);
            return refusedInfo;
          }
          try {
            const info = await type.getEntryInfo(params);
            clearProblems(file);
            return info;
          } catch (error) {
            const message = describeSyntaxError(error);
            if (!message) throw error;
            reportProblem(file, message);
            refuse(new Error(message), undefined, path);
            return refusedInfo;
          }
        },
      },
    ]),
  );
  return { entryTypes: wrapped };
}

async function rethrowSyntaxErrors(load: () => Promise<void>) {
  try {
    await load();
  } catch (error) {
    const message = describeSyntaxError(error);
    throw message ? new Error(message) : error;
  }
}
