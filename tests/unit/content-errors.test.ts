import { z } from 'astro/zod';
import { expect, test } from 'vitest';
import { lookSchema } from '../../src/schemas/looks.ts';
import { brokenField, describeContentError } from '../../src/content-loading/content-errors.ts';
import { describeIssues } from '../../src/content-loading/error-map.ts';

const schema = z.strictObject({
  title: z.string().trim().min(1),
  nav: z.array(z.string()).min(1),
  email: z.email(),
  url: z.url(),
  focus: z.enum(['center', 'top']),
  looks: z.array(z.strictObject({ alt: z.string() })),
});
const valid = { title: 'T', nav: ['A'], email: 'a@b.co', url: 'https://x.co', focus: 'top', looks: [{ alt: 'x' }] };
const lines = (data: unknown) => describeIssues(schema.safeParse(data, { reportInput: true }).error?.issues ?? []);

test('each kind of mistake, in the words of CONTENT.md, with the field’s path', () => {
  expect(lines({ ...valid, nav: 'FASHION' })).toEqual(['nav: expected a list, found a text']);
  expect(lines({ ...valid, nav: ['A', 42] })).toEqual(['nav.1: expected a text, found a number']);
  expect(lines({ ...valid, title: '  ' })).toEqual(['title: must not be empty']);
  expect(lines({ ...valid, title: undefined })).toEqual(['title: missing: this field is needed']);
  expect(lines({ ...valid, nav: [] })).toEqual(['nav: needs at least one entry']);
  expect(lines({ ...valid, email: 'privacy' })).toEqual(['email: must be an e-mail address, such as name@example.com']);
  expect(lines({ ...valid, url: 'www.x.co' })).toEqual(['url: must be a web address starting with https://']);
  expect(lines({ ...valid, focus: 'middle' })).toEqual(['focus: must be one of: center, top']);
  expect(lines({ ...valid, titel: 'T' })).toEqual([
    'not a field here: titel (check the spelling; names are case-sensitive)',
  ]);
  expect(lines({ ...valid, looks: [{ alt: 'x', tilte: 'y' }] })).toEqual([
    'looks.0: not a field here: tilte (check the spelling; names are case-sensitive)',
  ]);
});

test('our own checks keep their words', () => {
  const picture = z.string().refine(() => false, { message: 'no such image file in content/' });
  expect(describeIssues(picture.safeParse('x.jpg').error!.issues)).toEqual(['no such image file in content/']);
});

// A schema's own words (a pattern, a list's least length) reach the copywriter, not Zod's generic ones.
test('a look’s own words for an empty details list and a wrong id reach the copywriter', async () => {
  const schema = lookSchema;
  const look = {
    id: 'Look 04',
    title: 'Silk faille coat',
    image: '/content/images/look-01-boucle-jacket.jpg',
    alt: 'An ivory coat',
    description: 'An evening coat.',
    details: [],
  };
  const result = await schema.safeParseAsync(look, { reportInput: true });
  expect(describeIssues(result.error?.issues ?? [])).toEqual([
    'id: use lower-case letters, digits and hyphens only, such as look-04',
    'details: list at least one material or detail, one per line starting with "- "',
  ]);
});

test('names the file, relative to the project, and the entry, then a line per field', () => {
  expect(describeContentError(`${process.cwd()}/content/looks.yaml`, 'look-02', ['alt: missing', 'image: x'])).toBe(
    ['Content error in content/looks.yaml (entry "look-02"):', '  - alt: missing', '  - image: x'].join('\n'),
  );
});

test('finds the field whose value breaks the YAML', () => {
  expect(brokenField('title: "Legal Notice\ndescription: Terms\nupdated: 2025-09-01\n')).toBe('title');
  expect(brokenField('title: Legal\ndescription: [Terms\nupdated: 2025-09-01\n')).toBe('description');
  expect(brokenField('title: Legal\ndescription: Terms\n')).toBeUndefined();
});
