/**
 * Characters (XML 1.0 Fifth Edition §2.2), white space (§2.3 S) and names (§2.3 Name), as the scanner
 * tests them: ASCII through a table, everything else through the ranges of the spec.
 */
import type { CodeUnits, XmlText } from './xml-text.js';

// §2.2 Char excludes the C0 controls other than tab, LF and CR, and U+FFFE / U+FFFF. Surrogate code units
// are let through even unpaired: bytes are decoded strictly (decode.ts), so only a string given to
// parseErnMessage can hold a lone one; the saxes-based scanner accepted a lone high surrogate too, and
// ern/locations.ts turns one into U+FFFD in a file name. Checking pairs would cost a second pass over every
// two-byte string.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F]/;
const FORBIDDEN_CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code))
  .filter((control) => !/[\t\n\r]/.test(control));

/** U+FFFE and U+FFFF, as UTF-16 and as UTF-8 units (see xml-text.ts). */
const NON_CHARACTERS = ['\uFFFE', '\uFFFF'];
const NON_CHARACTERS_UTF8 = ['\xEF\xBF\xBE', '\xEF\xBF\xBF'];

/** Offset of the first character §2.2 forbids, or `text.length` when there is none. */
export function firstForbiddenCharacter({ text, utf8Units, oneByte }: XmlText): number {
  // The whole text is searched up front, far cheaper than testing each character as the scan jumps over
  // text, comments and attribute values. In a one-byte string each of the 29 controls is a memchr, and
  // the 29 searches take a third of the time of one regular expression; in a two-byte string the
  // regular expression is faster. Its class is ASCII only because with U+FFFE and U+FFFF in it, it runs
  // several times slower than without them plus two indexOf.
  let first = text.length;
  if (oneByte) {
    for (const control of FORBIDDEN_CONTROLS) {
      const at = text.indexOf(control);
      if (at >= 0 && at < first) first = at;
    }
  } else {
    const at = text.search(FORBIDDEN_CONTROL);
    if (at >= 0) first = at;
  }
  for (const nonCharacter of utf8Units ? NON_CHARACTERS_UTF8 : NON_CHARACTERS) {
    const at = text.indexOf(nonCharacter);
    if (at >= 0 && at < first) first = at;
  }
  return first;
}

/** §2.3 S: space, tab, line feed, carriage return. `undefined` (past the end of the units) is none of them. */
export function isSpace(code: number | undefined): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

/** The offset of the first character at or after `from` that is not white space. */
export function skipSpace(units: CodeUnits, from: number): number {
  let at = from;
  while (isSpace(units[at])) at++;
  return at;
}

const NAME_START = 1;
const NAME_PART = 2;
const COLON = 4;
const COLON_UNIT = 0x3a;

/** A byte of each of the four in a 32-bit word: bit 7, and bit 5 (which makes an ASCII letter lower case). */
const HIGH_BITS = 0x80808080 | 0;
const CASE_BITS = 0x20202020;
/** Added to a word of lower-cased ASCII: sets the high bit of each byte from `a` on, and from `{` on. */
const FROM_A = 0x1f1f1f1f;
const FROM_BRACE = 0x05050505;

/**
 * The offset of the first of `words` at or after `at` that does not start four ASCII letters: the letters
 * of a name are skipped four at a time, so that the usual name (`SoundRecordingEdition`) is a handful of
 * reads. Letters are name characters without a flag beyond NAME_START | NAME_PART, so {@link nameEnd} loses
 * nothing by skipping them.
 */
function skipLetters(words: DataView, from: number): number {
  const last = words.byteLength - 4;
  let at = from;
  while (at <= last) {
    const word = words.getInt32(at);
    // No byte carries into the next one: each is ASCII (below 0x80) once bit 7 is known to be clear, so
    // adding at most 0x1f to it stays below 0x100.
    if ((word & HIGH_BITS) !== 0) break;
    const lower = word | CASE_BITS;
    if (((lower + FROM_A) & ~(lower + FROM_BRACE) & HIGH_BITS) !== HIGH_BITS) break;
    at += 4;
  }
  return at;
}

/**
 * §2.3 NameStartChar and NameChar for ASCII: letters, `_` and `:` may start a name; digits, `-`, `.` only
 * continue one. The colon has a flag of its own, for splitting qualified names.
 */
const ASCII_NAME = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  if (char === ':') ASCII_NAME[code] = NAME_START | NAME_PART | COLON;
  else if (/[A-Za-z_]/.test(char)) ASCII_NAME[code] = NAME_START | NAME_PART;
  else if (/[0-9.-]/.test(char)) ASCII_NAME[code] = NAME_PART;
}

/** §2.3 NameStartChar above ASCII, for a code point. */
function isNonAsciiNameStart(code: number): boolean {
  return (
    (code >= 0xc0 && code <= 0xd6)
    || (code >= 0xd8 && code <= 0xf6)
    || (code >= 0xf8 && code <= 0x2ff)
    || (code >= 0x370 && code <= 0x37d)
    || (code >= 0x37f && code <= 0x1fff)
    || code === 0x200c
    || code === 0x200d
    || (code >= 0x2070 && code <= 0x218f)
    || (code >= 0x2c00 && code <= 0x2fef)
    || (code >= 0x3001 && code <= 0xd7ff)
    || (code >= 0xf900 && code <= 0xfdcf)
    || (code >= 0xfdf0 && code <= 0xfffd)
    || (code >= 0x10000 && code <= 0xeffff)
  );
}

/** §2.3 NameChar above ASCII, for a code point. */
function isNonAsciiNamePart(code: number): boolean {
  return (
    isNonAsciiNameStart(code)
    || code === 0xb7
    || (code >= 0x300 && code <= 0x36f)
    || code === 0x203f
    || code === 0x2040
  );
}

/**
 * The code point of the non-ASCII character whose first unit is at `at`: a surrogate pair in UTF-16 (a
 * lone surrogate gives its own value, which is no name character), a 2–4 byte sequence in UTF-8 units
 * (valid, as decode.ts checked).
 */
function codePointAt(units: CodeUnits, at: number, utf8Units: boolean): number {
  const unit = units[at]!;
  if (!utf8Units) {
    const low = units[at + 1] ?? 0;
    const paired = unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
    return paired ? ((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000 : unit;
  }
  // Valid UTF-8 (decode.ts checked it), so every continuation byte is there.
  const next1 = units[at + 1]! & 0x3f;
  if (unit < 0xe0) return ((unit & 0x1f) << 6) | next1;
  const next2 = units[at + 2]! & 0x3f;
  if (unit < 0xf0) return ((unit & 0x0f) << 12) | (next1 << 6) | next2;
  return ((unit & 0x07) << 18) | (next1 << 12) | (next2 << 6) | (units[at + 3]! & 0x3f);
}

/** How many units the non-ASCII code point `code` takes. */
function unitCount(code: number, utf8Units: boolean): number {
  if (!utf8Units) return code >= 0x10000 ? 2 : 1;
  return code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * The end of the §2.3 Name that starts at `start`, or `start` itself when no name starts there (empty,
 * or a first character such as a digit, `-` or `.` that may only continue a name). Colons are name
 * characters here, as in XML 1.0. When `colon` is given, `colon.at` is set to the offset of the name's
 * first colon (-1 when it has none), so that tags.ts splits off a prefix without searching the name.
 * `words` are the units as unitWords (xml-text.ts) gives them, for the scan's hot calls.
 */
export function nameEnd(
  units: CodeUnits,
  start: number,
  utf8Units: boolean,
  colon?: { at: number },
  words?: DataView,
): number {
  const { length } = units;
  if (start >= length) return start;
  let at = start;
  let code = units[at]!;
  // The table flags of every ASCII character of the name, or-ed: tells whether it has a colon. The loop
  // is shaped the way V8 compiles tightest; this is the hottest loop of the scan.
  let seen = 0;
  if (code < 0x80) {
    seen = ASCII_NAME[code]!;
    if ((seen & NAME_START) === 0) return start;
  } else {
    const codePoint = codePointAt(units, at, utf8Units);
    if (!isNonAsciiNameStart(codePoint)) return start;
    at += unitCount(codePoint, utf8Units) - 1;
  }
  if (words !== undefined) at = skipLetters(words, at + 1) - 1;
  while (++at < length) {
    code = units[at]!;
    if (code < 0x80) {
      const flags = ASCII_NAME[code]!;
      if ((flags & NAME_PART) === 0) break;
      seen |= flags;
    } else {
      const codePoint = codePointAt(units, at, utf8Units);
      if (!isNonAsciiNamePart(codePoint)) break;
      at += unitCount(codePoint, utf8Units) - 1;
    }
  }
  if (colon !== undefined) colon.at = (seen & COLON) === 0 ? -1 : units.indexOf(COLON_UNIT, start);
  return at;
}
