import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fieldLimits, readPhone, validateContact, type PhoneRule } from '../../src/contact/validation.ts';

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
});

describe('properties against the rule', () => {
  // Plain random strings, and strings built from phone-like characters so that both verdicts occur often.
  const phoneish = fc.stringMatching(/^[+]?[0-9 ()\-]{0,22}$/);
  test('10,000 random inputs: the validator, on either rule of an English page, and the spec rule always agree', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(fc.string(), phoneish, fc.string({ unit: 'grapheme' })),
        fc.string(),
        (name, phone, message) => {
          const errors = validateContact({ name, phone, message });
          const stripped = [...phone].filter((c) => !' -()\t\n\r\f\v'.includes(c) && !/\s/.test(c)).join('');
          const phoneOk = phone.trim() !== '' && /^\+?[1-9][0-9]{0,15}$/.test(stripped);
          expect(errors.name === undefined).toBe(name.trim() !== '' && name.length <= fieldLimits.name);
          expect(errors.phone === undefined).toBe(phoneOk && phone.length <= fieldLimits.phone);
          // The international rule is the default one, and sends the number as typed.
          expect(validateContact({ name, phone, message }, 'international')).toEqual(errors);
          expect(readPhone(phone, 'international')).toBe(phone);
          expect(errors.message === undefined).toBe(message.trim() !== '' && message.length <= fieldLimits.message);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  test('each field takes up to its length, and says so beyond it, even at 100,000 characters', () => {
    expect(fieldLimits).toEqual({ name: 120, phone: 40, message: 5000 });
    const upTo = { name: 'N'.repeat(120), phone: `+33 ${'6 '.repeat(17)}12`, message: 'x'.repeat(5000) };
    expect(upTo.phone).toHaveLength(40);
    expect(validateContact({ ...upTo, phone: '+33 6 12 34 56 78' })).toEqual({});
    expect(validateContact({ name: `${upTo.name}N`, phone: `${upTo.phone}3`, message: `${upTo.message}x` })).toEqual({
      name: 'tooLong',
      phone: 'tooLong',
      message: 'tooLong',
    });
    const long = 'x'.repeat(100_000);
    expect(validateContact({ ...valid, message: long })).toEqual({ message: 'tooLong' });
    expect(validateContact({ ...valid, phone: ' '.repeat(100_000) }).phone).toBe('phoneRequired');
  });

  test('the phone rule’s longest writing fits: 16 digits with a separator between each', () => {
    const spaced = `+${'1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7'}`;
    expect(spaced.length).toBeLessThanOrEqual(fieldLimits.phone);
    expect(validateContact({ ...valid, phone: spaced })).toEqual({});
  });
});

describe('French pages read French numbers', () => {
  const phoneError = (phone: string, rule?: PhoneRule) => validateContact({ ...valid, phone }, rule).phone;

  test.each(['06 12 34 56', '00 12 34 56 78', '0 6 12 34 56 78 9', '06 12 34 56 7a', 'zero six'])(
    '%s is refused on the French rule',
    (phone) => {
      expect(phoneError(phone, 'fr')).toBe('phoneInvalid');
      expect(readPhone(phone, 'fr')).toBe(phone);
    },
  );

  test('English pages refuse the French national forms, as the specification does', () => {
    for (const rule of [undefined, 'international'] as const) {
      expect(phoneError('06 12 34 56 78', rule)).toBe('phoneInvalid');
      expect(phoneError('01.23.45.67.89', rule)).toBe('phoneInvalid');
      expect(readPhone('06 12 34 56 78', rule)).toBe('06 12 34 56 78');
    }
    // The same texts on a French page: the rule really is the page's.
    expect(phoneError('06 12 34 56 78', 'fr')).toBeUndefined();
  });

  test('a foreign number on a French page goes through the specification unchanged', () => {
    expect(phoneError('+44 20 7946 0958', 'fr')).toBeUndefined();
    expect(readPhone('+44 20 7946 0958', 'fr')).toBe('+44 20 7946 0958');
    // Not French numbers either: no trunk 0 and no +33, or one digit too many after +33.
    for (const phone of ['612345678', '+33 6 12 34 56 78 9']) {
      expect(phoneError(phone, 'fr')).toBeUndefined();
      expect(readPhone(phone, 'fr')).toBe(phone);
    }
    // Dots are formatting only in a French number; elsewhere the specification refuses them.
    expect(phoneError('555.123.4567', 'fr')).toBe('phoneInvalid');
  });
});

describe('properties of the phone rules', () => {
  /** The specification's rule, written out again as the oracle. */
  const specAccepts = (phone: string) => /^\+?[1-9]\d{0,15}$/.test(phone.replace(/[\s\-()]/g, ''));
  const phoneChars = fc.array(fc.constantFrom(...'0123456789 -()+.'), { maxLength: 24 }).map((c) => c.join(''));
  const anyPhone = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), phoneChars);
  const sep = fc.constantFrom('', ' ', '.', '-');
  const frenchWritten = fc
    .tuple(
      fc.constantFrom('0', '+33 ', '+33 (0)', '0033 ', '+330'),
      fc.constantFrom(...'123456789'),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 8 }),
      sep,
    )
    .map(([prefix, first, rest, s]) => `${prefix}${first}${s}${rest.join('').replace(/(..)(?!$)/g, `$1${s}`)}`);

  test('the French rule only widens the specification, and sends either the text or a +33 number', () => {
    fc.assert(
      fc.property(anyPhone, (phone) => {
        const sent = readPhone(phone, 'fr');
        if (specAccepts(phone)) expect(validateContact({ ...valid, phone }, 'fr').phone).toBeUndefined();
        if (sent !== phone) expect(sent).toMatch(/^\+33 [1-9]( \d\d){4}$/);
      }),
      { numRuns: 5_000 },
    );
  });

  test('every French number, however written, is read as +33 and its 9 digits', () => {
    fc.assert(
      fc.property(frenchWritten, (phone) => {
        const digits = phone.replace(/\D/g, '').slice(-9);
        expect(readPhone(phone, 'fr')).toBe(`+33 ${digits[0]} ${digits.slice(1).match(/../g)!.join(' ')}`);
        expect(validateContact({ ...valid, phone }, 'fr').phone).toBeUndefined();
      }),
    );
  });
});
