import { expect, test } from 'vitest';
import { describeContentError } from '../../src/utils/content-errors';

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
