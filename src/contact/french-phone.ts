/**
 * A French number written the French way, read as the international number it stands for:
 * "06 12 34 56 78", "01.23.45.67.89", "+33 (0)6 12 34 56 78" or "0033 6 12 34 56 78" all give
 * "+33 6 12 34 56 78". Undefined for anything else, which the specification's rule then judges as typed.
 *
 * A national number is 0 then 9 digits, the first 1-9; after +33 or 0033 that 0 (the trunk prefix,
 * often written "(0)") is optional. Spaces, dots, hyphens and parentheses are formatting.
 */
export function frenchPhone(phone: string): string | undefined {
  const national = /^(?:(?:\+|00)330?|0)([1-9]\d{8})$/.exec(phone.replace(/[\s.\-()]/g, ''))?.[1];
  return national?.replace(/(.)(..)(..)(..)(..)/, '+33 $1 $2 $3 $4 $5');
}
