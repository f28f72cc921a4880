/**
 * LinePositions (text-positions.ts), the position of one offset from the lines' starts, against positionsOf, the one
 * pass over every offset that it replaced for ErnTree.position: the same line and column for every offset of texts with
 * LF, CR LF and lone CR, multi-byte characters held as UTF-8 units or as UTF-16 (surrogate pairs), and lines longer
 * than its checkpoints' spacing (4,096 units).
 */
import { describe, expect, it } from 'vitest';
import { type CountedText, LinePositions, positionsOf } from '../../../../mock-server/src/ern/release/text-positions.js';
import { seededRandom as random } from '../reference/mutations.js';

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
  ])('gives the position positionsOf gives at every offset: $name', ({ length, longLine, utf8Units }) => {
    for (const seed of [1, 2, 3]) {
      const counted = held(textOf(random(seed), length, longLine), utf8Units);
      // Every offset (every 11th on a long line) but the LF of a CR LF (inside one line break: no element starts there).
      const offsets = Array.from({ length: counted.text.length + 1 }, (_, i) => i)
        .filter((i) => (!longLine || i % 11 === 0) && !(counted.text[i] === '\n' && counted.text[i - 1] === '\r'));
      const expected = positionsOf(counted, offsets);
      const lines = new LinePositions(counted);
      // Asked in a shuffled order, as findings ask: the answers depend on the offset alone.
      const next = random(seed + 100);
      const order = offsets.map((offset, i) => ({ offset, i, key: next() })).sort((a, b) => a.key - b.key);
      for (const { offset, i } of order) {
        expect(lines.position(offset), `seed ${seed}, offset ${offset}`).toEqual({ line: expected.lines[i], column: expected.columns[i] });
      }
    }
  });

  it('a line break across a block\'s boundary (CR at its last unit, LF at the next), and text of nothing but breaks', () => {
    for (const text of [`${'x'.repeat(255)}\r\n<a>`, `${'x'.repeat(254)}\r\r\n<a>`, '\n'.repeat(1_000), '\r\n'.repeat(600), '\r'.repeat(700)]) {
      const counted = { text, utf8Units: false, oneByte: true };
      const offsets = Array.from({ length: text.length + 1 }, (_, i) => i).filter((i) => !(text[i] === '\n' && text[i - 1] === '\r'));
      const expected = positionsOf(counted, offsets);
      const lines = new LinePositions(counted);
      offsets.forEach((offset, i) => {
        expect(lines.position(offset), `offset ${offset}`).toEqual({ line: expected.lines[i], column: expected.columns[i] });
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
