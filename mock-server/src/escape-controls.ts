/**
 * Text from an untrusted party (a webhook sender, the implementation under test, a receiver being graded) made safe
 * for a terminal, a log line or a report (issue #29): a control character in it could set the window title, clear the
 * screen or move the cursor of whoever reads it (ESC `]0;…BEL`, ESC `[2J`, the C1 CSI U+009B), and a bidi override
 * could show it in another order than it is. Every user of the kit (the mock, the conformance suite, the CLI) escapes
 * with this one rule.
 */

// The unsafe characters past the C0 controls, written once for both patterns.
const BEYOND_C0 = '\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
/**
 * C0 controls (tab, line feed and carriage return included: a value stays on its line), DEL, C1 controls, the bidi
 * marks, embeddings, overrides and isolates (U+061C, U+200E-F, U+202A-E, U+2066-9) and the line and paragraph
 * separators U+2028-9. Ordinary text, non-ASCII letters and emoji (their joiners too) pass as they are.
 */
const UNSAFE = new RegExp(`[\\u0000-\\u001f${BEYOND_C0}]`, 'g');
/** What JSON.stringify leaves raw of them (it writes the C0 controls as escapes itself). */
const UNSAFE_IN_JSON = new RegExp(`[${BEYOND_C0}]`, 'g');

const SHORT: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, '0');

/**
 * `text` with each unsafe character written as an escape, as JavaScript writes it: `\t`, `\n`, `\r`, `\x1b`, `\x07`,
 * `\x7f`, `\x9b`, `\u202e`. A backslash is left as it is (the text is for reading, not for parsing back).
 *
 * @example escapeControls('\u001b]0;PWNED\u0007') === '\\x1b]0;PWNED\\x07'
 */
export function escapeControls(text: string): string {
  if (text.search(UNSAFE) === -1) return text;
  return text.replace(UNSAFE, (c) => SHORT[c] ?? (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/**
 * `JSON.stringify(value)` for a terminal (`ingest-kit listen --json`): the same unsafe characters as JSON escapes
 * (`\u009b`), which JSON.stringify leaves raw past the C0 controls. Still the exact values once parsed.
 */
export function jsonEscapingControls(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_JSON, (c) => `\\u${hex(c, 4)}`);
}
