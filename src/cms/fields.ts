import type { SchemaNode } from './json-schema.ts';

/** The pictures the editor uploads: the formats the build takes, by their types. */
export const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif';

/** The editor's collection of the seasons, one entry per file of content/collections/ (config.ts). */
export const seasonsCollection = 'collections';

/** One field of the Sveltia CMS configuration (the subset this site's content needs). */
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** `portraitImage` → "Portrait image", `nameRequired` → "Name required". */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The editor's field for one property of a content schema: its label, its description as the hint,
 * whether it is required, its pattern, lengths, list sizes and choices, and whether every language
 * shares it (`duplicate`: typed once in the default language, copied into each twin) or translates it.
 */
export function toField(name: string, node: SchemaNode, required: boolean): CmsField {
  const common = {
    name,
    label: labelOf(name),
    ...(node.description && { hint: node.description }),
    ...(!required && { required: false }),
    ...(node.default !== undefined && { default: node.default }),
    i18n: node['x-shared'] ? 'duplicate' : true,
  };
  // A picture from content/images/ only, uploaded in a format the build cuts (src/content-loading/content-pictures.ts).
  if (node['x-picture']) return { ...common, widget: 'image', choose_url: false, accept: pictureTypes };
  if (node.enum) return { ...common, widget: 'select', options: node.enum };
  // A season picked by its name in the list (Fall-Winter 2025), written as its file's (fall-winter-2025).
  if (node['x-season'])
    return {
      ...common,
      widget: 'relation',
      collection: seasonsCollection,
      value_field: '{{slug}}',
      display_fields: ['name'],
      search_fields: ['name'],
    };
  if (node.type === 'object') return { ...common, widget: 'object', fields: toFields(node) };
  if (node.type === 'array') {
    const items = node.items ?? {};
    const sizes = { ...(node.minItems && { min: node.minItems }), ...(node.maxItems && { max: node.maxItems }) };
    const of =
      items.type === 'object'
        ? { fields: toFields(items) }
        : { field: { ...toField(name, items, true), label: labelOf(name), hint: undefined } };
    // "Add look", "Add detail": the list's name without its plural s.
    return { ...common, widget: 'list', label_singular: labelOf(name).replace(/s$/, ''), ...sizes, ...of };
  }
  // Written as typed, Paris time (src/show-day/embargo-time.ts): no offset, no seconds, never converted to UTC.
  if (node['x-time']) return { ...common, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', picker_utc: false };
  if (node.format === 'date') return { ...common, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
  return {
    ...common,
    widget: 'string',
    ...(node.minLength && node.minLength > 1 && { minlength: node.minLength }),
    ...(node.maxLength && { maxlength: node.maxLength }),
    ...(node.pattern && { pattern: [node.pattern, node['x-pattern-message'] ?? `must match ${node.pattern}`] }),
  };
}

/** Every property of an object schema, in the schema's order. */
export const toFields = (node: SchemaNode): CmsField[] =>
  Object.entries(node.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, child]) => toField(name, child, node.required?.includes(name) ?? false));
