import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A content mistake a copywriter could make (tests/fixtures/content-errors.yaml) and what it must print. */
export interface ContentFixture {
  name: string;
  file: string;
  replace: string;
  with: string;
  expect: string[];
  /** The file is saved under this name instead: a translation missing, where the schemas see nothing wrong. */
  rename?: string;
  /**
   * `schema`: a mistake the schemas see (pictures included), on the loaders' path "a wrong type" already
   * takes; its message is checked in tests/unit/content-mistakes.test.ts, in milliseconds. `build`: made
   * by a whole `astro build` (content-build.test.ts), whose first step is `npm run check:content`'s.
   */
  layer?: 'schema' | 'build';
  /** The editors' JSON Schema cannot see it (a picture's pixels, a look not translated): the build's loaders do. */
  buildOnly?: boolean;
  /** Also made in the `npm run dev` preview (e2e/dev-preview.spec.ts): shown on `page`, then fixed. */
  preview?: {
    page: string;
    /** Applied to the good file instead of the mistake: new words, which `page` then shows. */
    fix: { replace: string; with: string };
    shows: string;
    /** The mistake breaks `page` itself: Astro answers with its own error, under the copywriter's message. */
    breaksPage?: boolean;
  };
}

export const contentFixtures = parse(
  readFileSync(new URL('../fixtures/content-errors.yaml', import.meta.url), 'utf8'),
) as ContentFixture[];
