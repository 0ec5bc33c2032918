import { expect, test } from 'vitest';
import { brokenField, describeContentError } from '../../src/utils/content-errors';

test('names the file, the entry and each field with what was expected and found', () => {
  const astroMessage = [
    '**looks → look-02** data does not match collection schema.',
    '',
    '  **alt**: Invalid input: expected string, received undefined',
    '  **image**: Invalid input: expected string, received number',
    '',
  ].join('\n');
  expect(describeContentError(`${process.cwd()}/content/looks.yaml`, 'look-02', astroMessage)).toBe(
    [
      'Content error in content/looks.yaml (entry "look-02"):',
      '  - alt: Invalid input: expected string, received undefined',
      '  - image: Invalid input: expected string, received number',
    ].join('\n'),
  );
});

test('keeps any other message whole, under the file name', () => {
  expect(describeContentError('content/home.yaml', 'home', 'Image ./images/x.jpg does not exist.')).toBe(
    'Content error in content/home.yaml (entry "home"):\n  - Image ./images/x.jpg does not exist.',
  );
});

test('finds the field whose value breaks the YAML', () => {
  expect(brokenField('title: "Legal Notice\ndescription: Terms\nupdated: 2025-09-01\n')).toBe('title');
  expect(brokenField('title: Legal\ndescription: [Terms\nupdated: 2025-09-01\n')).toBe('description');
  expect(brokenField('title: Legal\ndescription: Terms\n')).toBeUndefined();
});

test('an unknown field at the top of a file is named without an empty path', () => {
  const astroMessage = '**home → home** data does not match collection schema.\n****: Unrecognized key: "titel"';
  expect(describeContentError('content/home.yaml', 'home', astroMessage)).toBe(
    'Content error in content/home.yaml (entry "home"):\n  - Unrecognized key: "titel"',
  );
});
