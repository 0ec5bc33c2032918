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
}

export const contentFixtures = parse(
  readFileSync(new URL('../fixtures/content-errors.yaml', import.meta.url), 'utf8'),
) as ContentFixture[];
