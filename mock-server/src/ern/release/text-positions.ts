/**
 * Lines and columns of offsets into a message's text: {@link positionsOf} for many at once in one pass (the schema
 * findings' nodes), {@link LinePositions} for a few of many (the rules' findings, ErnTree.position in tree.ts).
 * Counting lines while walking would cost every parse; a finding needs its position only when it is reported.
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
  const skipped = skippedUnits(counted);
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

/** Units of a line counted directly for a column; past them, from the text's checkpoints (see {@link LinePositions}). */
const CHECKPOINT_UNITS = 4096;

/** The units of `counted` that continue a character (not counted in a column); undefined when every unit is one. */
function skippedUnits(counted: CountedText): readonly [number, number] | undefined {
  if (counted.utf8Units) return CONTINUATION_BYTES;
  return counted.oneByte || !SURROGATE.test(counted.text) ? undefined : LOW_SURROGATES;
}

/**
 * The position of any offset of a text, from where its lines start (found once, by the engine's own search for line
 * breaks, when the first position is asked): a binary search for the line, and the characters from the line's start.
 * Lines and columns as {@link positionsOf} counts them. For a message's findings: a few positions among thousands of
 * elements, where one pass over every element's offset counted the whole text character by character (measured, 1_Audio
 * with 66 findings: ~0.19 ms a message against ~0.03).
 *
 * A column past {@link CHECKPOINT_UNITS} units into its line (a hostile message on one line of megabytes, with thousands
 * of findings) is counted from checkpoints made in one pass over the text the first time one is: each position then
 * costs at most that many units, never the line's length.
 */
export class LinePositions {
  private readonly counted: CountedText;
  /** Offsets where lines 2, 3, … start (line 1 starts at 0); ascending. */
  private starts: number[] | undefined;
  private skipped: readonly [number, number] | undefined;
  /** Characters before unit `i * CHECKPOINT_UNITS` of the text, at index i; made when a long line first needs them. */
  private checkpoints: Uint32Array | undefined;

  constructor(counted: CountedText) {
    this.counted = counted;
  }

  position(offset: number): TextPosition {
    const starts = this.starts ?? this.findStarts();
    // The last line starting at or before the offset: a line break belongs to the line it ends.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! <= offset) low = middle + 1;
      else high = middle;
    }
    const lineStart = low === 0 ? 0 : starts[low - 1]!;
    const { skipped } = this;
    let characters: number;
    if (skipped === undefined) characters = offset - lineStart;
    else if (offset - lineStart <= CHECKPOINT_UNITS) characters = charactersIn(this.counted.text, lineStart, offset, skipped);
    else characters = this.charactersBefore(offset, skipped) - this.charactersBefore(lineStart, skipped);
    return { line: low + 1, column: characters + 1 };
  }

  /** The characters of the text before unit `offset`, from the nearest checkpoint. */
  private charactersBefore(offset: number, skipped: readonly [number, number]): number {
    const { text } = this.counted;
    if (this.checkpoints === undefined) {
      const checkpoints = new Uint32Array(Math.floor(text.length / CHECKPOINT_UNITS) + 1);
      for (let i = 1; i < checkpoints.length; i++) {
        checkpoints[i] = checkpoints[i - 1]! + charactersIn(text, (i - 1) * CHECKPOINT_UNITS, i * CHECKPOINT_UNITS, skipped);
      }
      this.checkpoints = checkpoints;
    }
    const at = Math.floor(offset / CHECKPOINT_UNITS);
    return this.checkpoints[at]! + charactersIn(text, at * CHECKPOINT_UNITS, offset, skipped);
  }

  private findStarts(): number[] {
    const { text } = this.counted;
    const starts: number[] = [];
    // The next LF and the next CR, each searched again only once passed (a text without CR is searched for one once).
    const find = (character: string, from: number): number => {
      const at = text.indexOf(character, from);
      return at < 0 ? text.length : at;
    };
    let nextLf = find('\n', 0);
    let nextCr = find('\r', 0);
    for (let lineBreak = Math.min(nextLf, nextCr); lineBreak < text.length; lineBreak = Math.min(nextLf, nextCr)) {
      // CR LF is one break (XML 1.0 §2.11), as is a lone CR or LF.
      const lineStart = lineBreak === nextCr && text.charCodeAt(lineBreak + 1) === LF ? lineBreak + 2 : lineBreak + 1;
      starts.push(lineStart);
      if (nextLf < lineStart) nextLf = find('\n', lineStart);
      if (nextCr < lineStart) nextCr = find('\r', lineStart);
    }
    this.skipped = skippedUnits(this.counted);
    this.starts = starts;
    return starts;
  }
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
