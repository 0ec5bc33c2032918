// Text from content, escaped for where it is shown: content can hold any character, and a message or a file
// must never become markup, Markdown, a terminal command or a different CSS value.

/** Control characters (C0, DEL, C1), line and paragraph separators, and the bidirectional overrides. */
const hidden = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** For the terminal and the build log: each invisible or controlling character written as its code, `\u{1b}`. */
export const visible = (text: string) => text.replace(hidden, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For HTML: the dev preview's error overlay shows its message as markup. */
export const asHtmlText = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** A path as a quoted CSS `url("…")`: quotes, backslashes and line ends escaped as CSS escapes. */
export const cssUrl = (path: string) =>
  `url("${path.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;

/** Line ends, with the spaces and tabs around them: a value is one line of Markdown. */
const lineEnds = /[ \t]*(?:[\n\r\f\v\u0085\u2028\u2029][ \t]*)+/g;

/**
 * For Markdown (llms.txt), in a line or a link's text: on one line, with every character that could open a
 * link, an emphasis, code, HTML or an entity escaped, and what would start a block (a heading, a quote, a
 * list, a rule) at its start.
 */
export const asMarkdownText = (text: string) =>
  text
    .replace(lineEnds, ' ')
    .replace(/^[ \t]+|[ \t]+$/g, '')
    .replace(/[\\`*_[\]<>&~#]/g, '\\$&')
    .replace(/^([-+=]|\d+(?=[.)]))/, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
