/**
 * End tags (XML 1.0 §3.1): an end tag names the element it closes (WFC: Element Type Match), compared with the
 * units of that element's start tag (tags.ts reads start tags).
 */
import { nameEnd, skipSpace } from './characters.js';
import { NotWellFormed, Unterminated } from './not-well-formed.js';
import type { CodeUnits } from './xml-text.js';

const GT = 0x3e;

/**
 * Reads the end tag whose `</` is at `lt`, which must close the open element named `openName`, whose
 * start tag is at `openStart` (`openName` is `undefined` when no element is open); returns the offset after
 * its `>`.
 */
export function readEndTag(
  text: string,
  units: CodeUnits,
  words: DataView | undefined,
  lt: number,
  openName: string | undefined,
  openStart: number,
  utf8Units: boolean,
): number {
  const nameStart = lt + 2;
  // The name is compared with the start tag's own units: no search, no string built.
  if (openName !== undefined && sameUnits(units, words, openStart + 1, nameStart, openName.length)) {
    const end = nameStart + openName.length;
    const at = units[end] === GT ? end : skipSpace(units, end);
    if (units[at] === GT) return at + 1;
  }
  if (!text.includes('>', nameStart)) throw new Unterminated('end tag', lt);
  const written = text.slice(nameStart, nameEnd(units, nameStart, utf8Units));
  if (openName === undefined) {
    throw new NotWellFormed(`end tag </${written}> outside the root element`, lt);
  }
  if (written === openName) {
    const at = skipSpace(units, nameStart + written.length);
    throw new NotWellFormed(`unexpected character in the end tag </${written}>`, at, `expected '>'`);
  }
  throw new NotWellFormed(
    written === '' ? `'</' not followed by a tag name` : `mismatched end tag </${written}>`,
    lt,
    `the element open here is <${openName}>`,
  );
}

/**
 * Whether `units[a, a + length)` and `units[b, b + length)` are the same, where `a` precedes `b` and `b` may
 * run past the end. With `words` (see unitWords), four units are compared at a time.
 */
function sameUnits(units: CodeUnits, words: DataView | undefined, a: number, b: number, length: number): boolean {
  if (b + length > units.length) return false;
  let k = 0;
  if (words !== undefined) {
    for (; k + 4 <= length; k += 4) {
      if (words.getInt32(a + k) !== words.getInt32(b + k)) return false;
    }
  }
  for (; k < length; k++) {
    if (units[a + k] !== units[b + k]) return false;
  }
  return true;
}
