/**
 * References (XML 1.0 §4.1) in character data and attribute values, and the normalisations that turn
 * both into the text an application sees (§2.11 line ends, §3.3.3 attribute values).
 *
 * Only the five predefined entities (§4.6) and character references exist here: a message has no
 * DOCTYPE, so any other entity reference is undefined and makes the message not well-formed (§4.1 WFC:
 * Entity Declared). Nothing is ever expanded recursively.
 */
import { nameEnd } from './characters.js';
import { NotWellFormed } from './not-well-formed.js';
import { type CodeUnits, TextReader, unitsToText, utf16Units } from './xml-text.js';

const PREDEFINED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', `'`],
]);

const ALLOWED_REFERENCES =
  'only &lt; &gt; &amp; &quot; &apos; and numeric character references (&#38;) are allowed, entities are never expanded';

/** A reference read from the text: the offset just after its `;` and the text it stands for. */
export interface Reference {
  end: number;
  value: string;
}

/**
 * Reads the reference whose `&` is at `at`, or throws {@link NotWellFormed}: an undefined entity, a
 * character reference to a code point that is not a §2.2 Char (`&#0;`, `&#xD800;`), or a bare `&`.
 * `units` are those of `text` and `utf8Units` tells how `text` is held (see xml-text.ts).
 */
export function readReference(text: string, units: CodeUnits, at: number, utf8Units: boolean): Reference {
  if (units[at + 1] === 0x23 /* # */) {
    return readCharacterReference(text, at);
  }
  const end = nameEnd(units, at + 1, utf8Units);
  if (end === at + 1 || units[end] !== 0x3b /* ; */) {
    throw new NotWellFormed(
      `'&' that does not start a reference`,
      at,
      'write &amp; for a literal &, and end every reference with ;',
    );
  }
  const name = text.slice(at + 1, end);
  const value = PREDEFINED_ENTITIES.get(name);
  if (value === undefined) {
    throw new NotWellFormed(`undefined entity &${name};`, at, ALLOWED_REFERENCES);
  }
  return { end: end + 1, value };
}

// §4.1 CharRef: '&#' [0-9]+ ';' | '&#x' [0-9a-fA-F]+ ';' (a lower-case x only).
const CHARACTER_REFERENCE = /&#(?:([0-9]+)|x([0-9a-fA-F]+));/y;

function readCharacterReference(text: string, at: number): Reference {
  CHARACTER_REFERENCE.lastIndex = at;
  const found = CHARACTER_REFERENCE.exec(text);
  const code = found === null ? NaN : found[1] === undefined ? parseInt(found[2]!, 16) : parseInt(found[1], 10);
  if (found === null || !isCharCode(code)) {
    throw new NotWellFormed(
      `malformed character reference ${found?.[0] ?? quoteFrom(text, at)}`,
      at,
      'write &#NNN; or &#xHHH; for a character allowed in XML (not a control character other than tab, CR and LF)',
    );
  }
  return { end: CHARACTER_REFERENCE.lastIndex, value: String.fromCodePoint(code) };
}

/** The start of a malformed reference at `at`, up to its `;` or 12 characters, for quoting it back. */
function quoteFrom(text: string, at: number): string {
  const semicolon = text.indexOf(';', at);
  return semicolon >= 0 && semicolon - at < 12 ? text.slice(at, semicolon + 1) : `${text.slice(at, at + 12)}…`;
}

/**
 * Checks that every `&` in the ranges it is given starts a valid reference. The ranges (character data,
 * attribute values) must come in document order; each `&` of the text is then found once by `indexOf`,
 * however many ranges there are, instead of each range being searched character by character.
 */
export class ReferenceChecker extends TextReader {
  /**
   * The first `&` at or after the start of the range last checked; `text.length` when there is none. A
   * range ending at or before it holds no reference, which callers test inline before calling {@link check}.
   */
  nextAmp: number;

  constructor(text: string, units: CodeUnits, utf8Units: boolean) {
    super(text, units, utf8Units);
    this.nextAmp = this.find(0);
  }

  /** Throws {@link NotWellFormed} for the first bad reference in `text[start, end)`. */
  check(start: number, end: number): void {
    let amp = this.nextAmp;
    if (amp >= end) return;
    if (amp < start) amp = this.find(start);
    while (amp < end) amp = this.find(readReference(this.text, this.units, amp, this.utf8Units).end);
    this.nextAmp = amp;
  }

  private find(from: number): number {
    const at = this.text.indexOf('&', from);
    return at < 0 ? this.text.length : at;
  }
}

/** §2.2 Char, for a code point given by a character reference. */
function isCharCode(code: number): boolean {
  return (
    code === 0x9
    || code === 0xa
    || code === 0xd
    || (code >= 0x20 && code <= 0xd7ff)
    || (code >= 0xe000 && code <= 0xfffd)
    || (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** §2.11: CR LF and a lone CR read as LF. */
export function normalizeLineEnds(literal: string): string {
  return literal.includes('\r') ? literal.replace(/\r\n?/g, '\n') : literal;
}

/** §3.3.3: after §2.11, each white-space character of an attribute value reads as a space. */
function normalizeAttributeSpace(literal: string): string {
  return /[\t\n\r]/.test(literal) ? literal.replace(/\r\n?|[\n\t]/g, ' ') : literal;
}

/**
 * The text of character data `text[start, end)`, references replaced, line ends normalised. The range
 * must already have been checked (every `&` starts a valid reference).
 */
export function decodeCharacterData(text: string, start: number, end: number, utf8Units: boolean): string {
  return decode(unitsToText(text.slice(start, end), utf8Units), normalizeLineEnds);
}

/**
 * The value of an attribute whose literal is `text[start, end)` (quotes excluded), as §3.3.3 normalises it. Given the
 * text's `units`, a value of printable ASCII without a reference (most are) is sliced as written, with no search or
 * expression run on the slice.
 */
export function decodeAttributeValue(text: string, start: number, end: number, utf8Units: boolean, units?: CodeUnits): string {
  if (units !== undefined) {
    let at = start;
    while (at < end) {
      const unit = units[at]!;
      if (unit < 0x20 || unit >= 0x7f || unit === 0x26 /* & */) break;
      at++;
    }
    if (at === end) return text.slice(start, end);
  }
  return decode(unitsToText(text.slice(start, end), utf8Units), normalizeAttributeSpace);
}

/** `literal` (a slice, so that looking for '&' stops at its end), references replaced, normalised. */
function decode(literal: string, normalize: (literal: string) => string): string {
  let amp = literal.indexOf('&');
  if (amp < 0) {
    return normalize(literal);
  }
  const units = utf16Units(literal);
  let decoded = '';
  let from = 0;
  while (amp >= 0) {
    const reference = readReference(literal, units, amp, false);
    // A character reference is inserted as is: &#13; stays a CR, &#9; in an attribute stays a tab.
    decoded += normalize(literal.slice(from, amp)) + reference.value;
    from = reference.end;
    amp = literal.indexOf('&', from);
  }
  return decoded + normalize(literal.slice(from));
}
