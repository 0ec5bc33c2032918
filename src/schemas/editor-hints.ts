import { z } from 'astro/zod';

/**
 * What the browser editor at /admin needs to know of a field beyond its type and rules (src/cms/):
 * a picture gets a picture picker, and a shared field is typed once, in the default language, and
 * copied into every other language's file.
 */
export interface EditorHint {
  /** A picture in content/images/, chosen or uploaded in the editor. */
  picture?: true;
  /** The same in every language (an id, a picture, an address): not translated. */
  shared?: true;
  /** The name of a season, a file of content/collections/: chosen among those there are, not typed. */
  season?: true;
  /** A date and time in Paris, picked in a date-time field and written as `2027-03-02T14:30`. */
  time?: true;
}

export const editorHints = z.registry<EditorHint>();

/** Marks a field as the same in every language: the editor shows it once and copies it to each twin. */
export const shared = <S extends z.ZodType>(schema: S) => {
  editorHints.add(schema, { shared: true });
  return schema;
};

/** Marks a field as a season's name, the same in every language: the editor offers the seasons there are. */
export const seasonName = <S extends z.ZodType>(schema: S) => {
  editorHints.add(schema, { shared: true, season: true });
  return schema;
};

/** Marks a field as a Paris date and time, the same in every language: the editor offers a date-time picker. */
export const sharedTime = <S extends z.ZodType>(schema: S) => {
  editorHints.add(schema, { shared: true, time: true });
  return schema;
};
