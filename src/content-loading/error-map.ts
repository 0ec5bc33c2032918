import type { z } from 'astro/zod';

type Issue = z.core.$ZodIssue;

/** What a copywriter calls each type of value. */
const typeNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
  undefined: 'nothing',
  null: 'nothing',
};

/** The type of a value as found in the file. */
const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : value instanceof Date ? 'date' : typeof value;

const entries = (n: number) => (n === 1 ? 'one entry' : `${n} entries`);

/** One Zod issue as a sentence for a copywriter, built from its code and details, never from its text. */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'missing: this field is needed';
      return `expected ${typeNames[issue.expected] ?? issue.expected}, found ${typeNames[typeOf(issue.input)]}`;
    case 'unrecognized_keys':
      return `not a field here: ${issue.keys.join(', ')} (check the spelling; names are case-sensitive)`;
    case 'too_small':
      // A schema's own words (`.min(1, '…')`) say it best; Zod's default text starts "Too small".
      if (!issue.message.startsWith('Too small')) return issue.message;
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array') return `needs at least ${entries(Number(issue.minimum))}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `takes at most ${entries(Number(issue.maximum))}`;
      if (issue.origin === 'string')
        return `takes at most ${issue.maximum} characters${typeof issue.input === 'string' ? `, and this one has ${issue.input.length}: shorten it` : ''}`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address, such as name@example.com';
      if (issue.format === 'url') return 'must be a web address starting with https://';
      if (issue.format === 'regex') return issue.message; // a pattern's schema says what it expects
      return `must be a valid ${issue.format}`;
    default:
      // Our own checks (custom issues) already speak to the copywriter.
      return issue.message;
  }
}

/** One line per issue: the field's path (`nav.1`, `hero.image`), then what is wrong with it. */
export const describeIssues = (issues: readonly Issue[]) => [
  // Once each: a field two checks refuse (an address that is neither a URL nor https://) is one mistake.
  ...new Set(
    issues.map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${describeIssue(issue)}` : describeIssue(issue);
    }),
  ),
];
