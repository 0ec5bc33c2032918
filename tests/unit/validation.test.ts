import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizePhone, validateContact } from '../../src/contact/validation';

const valid = { name: 'Ada', phone: '+44 20 7946 0958', message: 'Hello' };

describe('validateContact', () => {
  test('an empty form has an error on every field', () => {
    expect(validateContact({ name: '', phone: '', message: '' })).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      message: 'messageRequired',
    });
  });

  test('a name of only spaces is empty once trimmed', () => {
    expect(validateContact({ ...valid, name: '   ' })).toEqual({ name: 'nameRequired' });
  });

  test.each([
    ['+1', true],
    ['1234567890123456', true],
    ['+1234567890123456', true],
    ['12345678901234567', false],
    ['0123', false],
    ['+0123', false],
    ['++1', false],
    ['1+2', false],
    ['(555) 123-4567', true],
    ['555.123.4567', false],
    ['abc', false],
  ])('phone %s is valid: %s', (phone, ok) => {
    expect(validateContact({ ...valid, phone }).phone).toBe(ok ? undefined : 'phoneInvalid');
  });

  test('spaces, hyphens and parentheses are stripped', () => {
    expect(normalizePhone(' (20) 7946-0958 ')).toBe('2079460958');
  });
});

describe('properties against the rule', () => {
  const digit19 = fc.constantFrom(...'123456789');
  const digits = (max: number) => fc.array(fc.constantFrom(...'0123456789'), { maxLength: max }).map((d) => d.join(''));
  const formatting = fc.array(fc.constantFrom(' ', '-', '(', ')'), { maxLength: 3 }).map((f) => f.join(''));

  test('every optional plus, a digit 1-9 and up to 15 digits is accepted, however formatted', () => {
    fc.assert(
      fc.property(fc.boolean(), digit19, digits(15), formatting, formatting, (plus, first, rest, pad1, pad2) => {
        const phone = `${pad1}${plus ? '+' : ''}${first}${pad2}${rest}`;
        expect(validateContact({ ...valid, phone }).phone).toBeUndefined();
      }),
    );
  });

  test('more than 16 digits, or a leading zero, is refused', () => {
    fc.assert(
      fc.property(
        digit19,
        fc.array(fc.constantFrom(...'0123456789'), { minLength: 16, maxLength: 30 }),
        (first, rest) => {
          expect(validateContact({ ...valid, phone: first + rest.join('') }).phone).toBe('phoneInvalid');
          expect(validateContact({ ...valid, phone: '0' + rest.join('') }).phone).toBe('phoneInvalid');
        },
      ),
    );
  });

  // Plain random strings, and strings built from phone-like characters so that both verdicts occur often.
  const phoneish = fc.stringMatching(/^[+]?[0-9 ()\-]{0,22}$/);
  test('10,000 random inputs: the validator and the spec rule always agree', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(fc.string(), phoneish, fc.string({ unit: 'grapheme' })),
        fc.string(),
        (name, phone, message) => {
          const errors = validateContact({ name, phone, message });
          const stripped = [...phone].filter((c) => !' -()\t\n\r\f\v'.includes(c) && !/\s/.test(c)).join('');
          const phoneOk = phone.trim() !== '' && /^\+?[1-9][0-9]{0,15}$/.test(stripped);
          expect(errors.name === undefined).toBe(name.trim() !== '');
          expect(errors.phone === undefined).toBe(phoneOk);
          expect(errors.message === undefined).toBe(message.trim() !== '');
        },
      ),
      { numRuns: 10_000 },
    );
  });

  test('100,000-character fields are judged like short ones', () => {
    const long = 'x'.repeat(100_000);
    expect(validateContact({ ...valid, message: long })).toEqual({});
    expect(validateContact({ ...valid, phone: `+1${'2'.repeat(99_998)}` }).phone).toBe('phoneInvalid');
    expect(validateContact({ ...valid, phone: ' '.repeat(100_000) }).phone).toBe('phoneRequired');
  });
});
