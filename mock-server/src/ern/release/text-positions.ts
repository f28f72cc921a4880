/**
 * Lines and columns of many offsets into a message's text in one pass: what {@link ErnTree.position} (tree.ts)
 * answers from. Counting lines while walking would cost every parse; a finding needs positions only when it
 * is reported, so they are computed the first time one is asked, for every kept element at once.
 */
import type { TextPosition } from './tree.js';

const LF = 0x0a;
/** UTF-8 continuation bytes: the units of a UTF-8 text (xml-text.ts) that start no character. */
const CONTINUATION_BYTES = [0x80, 0xbf] as const;
/** Low surrogates: the UTF-16 units that start no character. */
const LOW_SURROGATES = [0xdc00, 0xdfff] as const;
const SURROGATE = /[\uD800-\uDFFF]/;

/** How a text is held, as far as counting characters goes (see xml-text.ts XmlText). */
export interface CountedText {
  text: string;
  /** `text` holds UTF-8 bytes, one unit each. */
  utf8Units: boolean;
  /** `text` was made from bytes: without {@link utf8Units} it is then ASCII, one unit per character. */
  oneByte: boolean;
}

/** Positions of the offsets asked for, at the same indexes. */
export interface Positions {
  lines: Uint32Array;
  columns: Uint32Array;
}

/**
 * The 1-based line and column of each offset of `offsets`, which must ascend (document order). Lines end at
 * LF, CR LF or a lone CR (XML 1.0 §2.11), as xml/not-well-formed.ts `positionOf` counts them; columns count
 * characters (Unicode code points, as saxes and editors do), not UTF-8 bytes nor UTF-16 units.
 */
export function positionsOf(counted: CountedText, offsets: ArrayLike<number>): Positions {
  const { text } = counted;
  const count = offsets.length;
  const lines = new Uint32Array(count);
  const columns = new Uint32Array(count);
  // Where every unit is a character, a column is a subtraction; else the units since the last offset are read.
  const skipped = counted.utf8Units
    ? CONTINUATION_BYTES
    : counted.oneByte || !SURROGATE.test(text) ? undefined : LOW_SURROGATES;
  const find = (character: string, from: number): number => {
    const at = text.indexOf(character, from);
    return at < 0 ? text.length : at;
  };
  let nextLf = find('\n', 0);
  let nextCr = find('\r', 0);
  let line = 1;
  let countedTo = 0;
  let characters = 0;
  for (let i = 0; i < count; i++) {
    const offset = offsets[i]!;
    for (let lineBreak = Math.min(nextLf, nextCr); lineBreak < offset; lineBreak = Math.min(nextLf, nextCr)) {
      const lineStart = lineBreak === nextCr && text.charCodeAt(lineBreak + 1) === LF ? lineBreak + 2 : lineBreak + 1;
      line++;
      if (nextLf < lineStart) nextLf = find('\n', lineStart);
      if (nextCr < lineStart) nextCr = find('\r', lineStart);
      countedTo = lineStart;
      characters = 0;
    }
    characters += skipped === undefined ? offset - countedTo : charactersIn(text, countedTo, offset, skipped);
    countedTo = offset;
    lines[i] = line;
    columns[i] = characters + 1;
  }
  return { lines, columns };
}

/** The characters of `text[from, to)`: its units less those in `skipped`, which continue a character. */
function charactersIn(text: string, from: number, to: number, skipped: readonly [number, number]): number {
  const [low, high] = skipped;
  let characters = 0;
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit < low || unit > high) characters++;
  }
  return characters;
}

/** The position at `offsets[i]` of {@link Positions} computed for them. */
export function positionAt(positions: Positions, i: number): TextPosition {
  return { line: positions.lines[i]!, column: positions.columns[i]! };
}
