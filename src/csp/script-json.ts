/** What JSON.stringify leaves as it is but a `<script>` element must not hold as it is. */
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` (JSON-LD, speculation rules, any inline data). Content can hold
 * `</script>`, which would end the element and start markup of its own: each such character is written
 * as its \u escape, which every JSON reader reads back as the same text.
 */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);
