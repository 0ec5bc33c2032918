import { z } from 'astro/zod';
import { describeIssue } from '../content-loading/error-map.ts';
import { editorHints } from '../schemas/editor-hints.ts';

/** A JSON Schema node as Zod writes it, with the editor's own notes (`x-…`) that the override adds. */
export interface SchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: string[];
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  'x-picture'?: true;
  'x-shared'?: true;
  /** A season's name: the editor offers the seasons there are. */
  'x-season'?: true;
  'x-time'?: true;
  /** The build's own sentence for a value that does not match `pattern`. */
  'x-pattern-message'?: string;
}

/** Zod's default texts start like this; a schema's own words (`.regex(re, '…')`) do not. */
const isDefaultText = (message: string) => /^(Invalid|Too (small|big))/.test(message);

/**
 * A content schema as JSON Schema, the input shape the copywriter writes, as Astro writes the editors' JSON
 * Schemas (`.astro/collections/`), plus what the browser editor needs: which fields are pictures or shared
 * by every language, and the build's wording for a pattern.
 */
export function toJsonSchema(schema: z.ZodType): SchemaNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const node = jsonSchema as SchemaNode;
      const def = zodSchema._zod.def as { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
      if (def.type === 'date') Object.assign(node, { type: 'string', format: 'date' });
      const hint = editorHints.get(zodSchema);
      if (hint?.picture) node['x-picture'] = true;
      if (hint?.shared) node['x-shared'] = true;
      if (hint?.season) node['x-season'] = true;
      if (hint?.time) node['x-time'] = true;
      for (const check of def.checks ?? []) {
        const { format, error } = check._zod.def as { format?: string; error?: (issue: object) => unknown };
        const own = typeof error === 'function' ? error({}) : undefined;
        if (format === 'regex' && typeof own === 'string' && !isDefaultText(own)) node['x-pattern-message'] = own;
      }
      if (node.format === 'email' || node.format === 'uri') {
        const format = node.format === 'uri' ? 'url' : 'email';
        node['x-pattern-message'] = describeIssue({ code: 'invalid_format', format, input: '', path: [], message: '' });
        // The build's wording asks for a web address; its https:// pattern is the schema's own.
        if (format === 'url') node.pattern ??= '^https://\\S+$';
      }
    },
  }) as SchemaNode;
}
