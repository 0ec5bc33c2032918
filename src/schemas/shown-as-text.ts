// Text from content, escaped for where a message shows it: content can hold any character, and a message
// must never become markup, a terminal command or a different CSS value.

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
