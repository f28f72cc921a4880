/**
 * LinePositions (text-positions.ts) against the plain count, unit by unit, of XML 1.0's line breaks (§2.11: LF, CR LF,
 * a lone CR) and of a column's characters: the same line and column at every offset of texts with multi-byte
 * characters held as UTF-8 units or as UTF-16 (surrogate pairs), lines across its blocks' boundaries and lines longer
 * than its checkpoints' spacing (4,096 units).
 */
import { describe, expect, it } from 'vitest';
import { type CountedText, LinePositions } from '../../../../mock-server/src/ern/release/text-positions.js';
import type { TextPosition } from '../../../../mock-server/src/ern/release/tree.js';
import { seededRandom as random } from '../reference/mutations.js';

/** The position of every offset (0 to the text's length), counted unit by unit from the start. */
function counted(held: CountedText): TextPosition[] {
  const { text } = held;
  // Units that continue a character: UTF-8 continuation bytes, or the low half of a surrogate pair.
  const continues = (unit: number) => (held.utf8Units ? unit >= 0x80 && unit <= 0xbf : unit >= 0xdc00 && unit <= 0xdfff);
  const positions: TextPosition[] = [];
  let line = 1;
  let column = 1;
  for (let i = 0; i <= text.length; i++) {
    positions.push({ line, column });
    const unit = text.charCodeAt(i);
    if (unit === 0x0a || (unit === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line += 1;
      column = 1;
    } else if (!continues(unit)) {
      column += 1;
    }
  }
  return positions;
}

const pieces = ['<a>', 'x', 'text ', '\n', '\r\n', '\r', 'é', '€', '😀', '  '];

function textOf(next: () => number, length: number, longLine: boolean): string {
  let text = '';
  while (text.length < length) {
    const piece = pieces[Math.floor(next() * pieces.length)]!;
    // A long line: short lines first (the long one starts at an offset of no block's or checkpoint's), then no break.
    text += longLine && text.length > 1_000 && /[\r\n]/.test(piece) ? 'y' : piece;
  }
  return text;
}

/** The text as the reader holds it: UTF-8 units (one per byte), or its own UTF-16. */
function held(text: string, utf8Units: boolean): CountedText {
  if (utf8Units) return { text: Buffer.from(text, 'utf8').toString('latin1'), utf8Units: true, oneByte: true };
  return { text, utf8Units: false, oneByte: Buffer.byteLength(text, 'utf8') === text.length };
}

describe('LinePositions', () => {
  it.each([
    { name: 'short lines, UTF-8 units', length: 3_000, longLine: false, utf8Units: true },
    { name: 'short lines, UTF-16 with surrogate pairs', length: 3_000, longLine: false, utf8Units: false },
    { name: 'short lines, then one of ~19,000 units, UTF-8 units (checkpoints)', length: 20_000, longLine: true, utf8Units: true },
    { name: 'short lines, then one of ~19,000 units, UTF-16 (checkpoints)', length: 20_000, longLine: true, utf8Units: false },
  ])('gives the counted position at every offset: $name', ({ length, longLine, utf8Units }) => {
    for (const seed of [1, 2, 3]) {
      const text = held(textOf(random(seed), length, longLine), utf8Units);
      const expected = counted(text);
      // Every offset (every 11th on a long line), asked in a shuffled order, as findings ask.
      const offsets = expected.map((_, offset) => offset).filter((offset) => !longLine || offset % 11 === 0);
      const next = random(seed + 100);
      const order = offsets.map((offset) => ({ offset, key: next() })).sort((a, b) => a.key - b.key);
      const lines = new LinePositions(text);
      for (const { offset } of order) expect(lines.position(offset), `seed ${seed}, offset ${offset}`).toEqual(expected[offset]);
    }
  });

  it('a line break across a block\'s boundary (CR at its last unit, LF at the next), and text of nothing but breaks', () => {
    for (const text of [`${'x'.repeat(255)}\r\n<a>`, `${'x'.repeat(254)}\r\r\n<a>`, '\n'.repeat(1_000), '\r\n'.repeat(600), '\r'.repeat(700)]) {
      const held = { text, utf8Units: false, oneByte: true };
      const lines = new LinePositions(held);
      counted(held).forEach((position, offset) => {
        expect(lines.position(offset), `offset ${offset}`).toEqual(position);
      });
    }
  });

  it('counts lines ended by LF, CR LF and a lone CR, and columns in characters', () => {
    const lines = new LinePositions({ text: 'a\nbb\r\nccc\rd😀<e', utf8Units: false, oneByte: false });
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(2)).toEqual({ line: 2, column: 1 });
    expect(lines.position(6)).toEqual({ line: 3, column: 1 });
    expect(lines.position(10)).toEqual({ line: 4, column: 1 });
    // After the surrogate pair (two units, one character).
    expect(lines.position(13)).toEqual({ line: 4, column: 3 });
  });
});
