/**
 * Untrusted text shown escaped (issue #29): the one function every terminal line and report uses, as a table of
 * what it is given and what it shows; and the JSON form for `listen --json`, still the exact values once parsed.
 */
import { describe, expect, it } from 'vitest';
import { escapeControls, jsonEscapingControls } from '../../mock-server/src/escape-controls.js';

describe('escapeControls', () => {
  it.each([
    { name: 'the hostile eventId (window title, then clear screen)', given: '\u001b]0;PWNED\u0007\u001b[2J', want: '\\x1b]0;PWNED\\x07\\x1b[2J' },
    { name: 'NUL and the other C0 controls', given: 'a\u0000b\u0001c\u001f', want: 'a\\x00b\\x01c\\x1f' },
    { name: 'tab, line feed and carriage return (a value stays on its line)', given: 'a\tb\nc\r\nd', want: 'a\\tb\\nc\\r\\nd' },
    { name: 'DEL', given: 'x\u007fy', want: 'x\\x7fy' },
    { name: 'the C1 controls, CSI among them', given: '\u0080\u009b2J\u009f', want: '\\x80\\x9b2J\\x9f' },
    { name: 'a bidi override and isolate', given: 'evt_\u202eabc\u2066d\u2069', want: 'evt_\\u202eabc\\u2066d\\u2069' },
    { name: 'the bidi marks, embeddings and pop', given: '\u061c\u200e\u200f\u202a\u202b\u202c\u202d', want: '\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d' },
    { name: 'the line and paragraph separators', given: 'a\u2028b\u2029', want: 'a\\u2028b\\u2029' },
    { name: 'ordinary ASCII, backslashes and quotes as they are', given: 'evt_01 "x" \\x1b <&>', want: 'evt_01 "x" \\x1b <&>' },
    { name: 'non-ASCII letters, the non-breaking space and U+00A0 onward', given: 'Ærø café Ünïcødé ñ 日本語 Ελληνικά\u00a0ü', want: 'Ærø café Ünïcødé ñ 日本語 Ελληνικά\u00a0ü' },
    { name: 'emoji with their joiner and variation selector', given: '👩‍💻 ❤️', want: '👩‍💻 ❤️' },
    { name: 'an empty string', given: '', want: '' },
  ])('$name', ({ given, want }) => {
    expect(escapeControls(given)).toBe(want);
  });

  it('leaves no control character of the whole C0, DEL and C1 ranges in what it shows', () => {
    const all = Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join('');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(escapeControls(all)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

describe('jsonEscapingControls', () => {
  it.each([
    { name: 'C0 (as JSON.stringify writes them)', given: { eventId: '\u001b]0;PWNED\u0007' }, want: '{"eventId":"\\u001b]0;PWNED\\u0007"}' },
    { name: 'DEL, C1 and bidi, which JSON.stringify leaves raw', given: { eventId: 'a\u007f\u009b\u202e' }, want: '{"eventId":"a\\u007f\\u009b\\u202e"}' },
    { name: 'non-ASCII letters as they are', given: { title: 'Ærø café' }, want: '{"title":"Ærø café"}' },
  ])('$name', ({ given, want }) => {
    const text = jsonEscapingControls(given);
    expect(text).toBe(want);
    expect(JSON.parse(text)).toEqual(given);
  });
});
