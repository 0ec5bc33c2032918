import { describe, expect, test } from 'vitest';
import { MIN_MS_PER_KEY, typedTooFast } from '../../src/contact/spam-guards.ts';
import { phonePattern, validateContact } from '../../src/contact/validation.ts';

// The time trap's threshold, on an injected clock. What the guards do in the page (a restored draft, autofill
// and a person's pace go through; a filled honeypot or keys typed at once do not): tests/e2e/delivery.spec.ts.
describe('the time trap', () => {
  test('counts from the first keystroke: 40 keys in under 2 s is a bot; at a person’s pace it is not', () => {
    expect(typedTooFast({ keys: 40, firstKeyAt: 1000 }, 1000 + 39 * MIN_MS_PER_KEY - 1)).toBe(true);
    expect(typedTooFast({ keys: 40, firstKeyAt: 1000 }, 1000 + 39 * 150)).toBe(false);
  });
});

describe('the phone pattern for the browser’s own check (no JavaScript)', () => {
  const samples = [
    '+44 20 7946 0958',
    '06 12 34 56 78',
    '01.23.45.67.89',
    '+33 (0)6 12 34 56 78',
    '0033 6 12 34 56 78',
    '(555) 123-4567',
    '12',
    '0',
    '+0 1',
    'abc',
    '+1234567890123456',
    '+12345678901234567',
    '',
    '06 12 34 56',
  ];
  test.each(['international', 'fr'] as const)('takes exactly what the %s rule takes', (rule) => {
    const pattern = new RegExp(`^(?:${phonePattern(rule)})$`, 'v'); // as the browser compiles it
    for (const phone of samples) {
      const valid = !validateContact({ name: 'A', phone, message: 'M' }, rule).phone;
      expect(pattern.test(phone), `${rule}: ${phone}`).toBe(valid);
    }
  });
});
