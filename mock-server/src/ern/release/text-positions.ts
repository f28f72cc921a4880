/**
 * Lines and columns of offsets into a message's text ({@link LinePositions}): what the rules' findings
 * (ErnTree.position in tree.ts) and the schema findings' nodes (xsd/node-positions.ts) say. Counting lines while
 * walking would cost every parse; a finding needs its position only when it is reported.
 */
import type { TextPosition } from './tree.js';

const LF = 0x0a;
const CR = 0x0d;
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

/** Units of a line counted directly for a column; past them, from the text's checkpoints (see {@link LinePositions}). */
const CHECKPOINT_UNITS = 4096;

/** The units of `counted` that continue a character (not counted in a column); undefined when every unit is one. */
function skippedUnits(counted: CountedText): readonly [number, number] | undefined {
  if (counted.utf8Units) return CONTINUATION_BYTES;
  return counted.oneByte || !SURROGATE.test(counted.text) ? undefined : LOW_SURROGATES;
}

/** Units of a block of the line index of {@link LinePositions}: a position reads at most this many to find its line. */
const BLOCK_UNITS = 256;

/** Whether a line starts at unit `j` (0 < j <= length): after an LF, or after a CR not followed by an LF. */
function lineStartsAt(text: string, j: number): boolean {
  const before = text.charCodeAt(j - 1);
  return before === LF || (before === CR && text.charCodeAt(j) !== LF);
}

/**
 * The position of any offset of a text, from an index of its lines made once (by the engine's own search for line
 * breaks) when the first position is asked: for each block of {@link BLOCK_UNITS} units, the lines started before it
 * and where the last of them starts; a position reads the units of its block up to the offset, and counts the
 * characters from its line's start. Lines end at LF, CR LF or a lone CR (XML 1.0 §2.11), as xml/not-well-formed.ts
 * `positionOf` counts them; columns count characters (Unicode code points, as saxes and editors do), not UTF-8 bytes
 * nor UTF-16 units. For a message's findings, a few positions among thousands of elements: one pass over every
 * element's offset, counting the whole text character by character, cost ~0.19 ms for 1_Audio's 66 findings.
 *
 * Bounded for a hostile message: the index is 8 bytes a block (a message of nothing but line breaks is not 4 bytes a
 * line), and a column past {@link CHECKPOINT_UNITS} units into its line (one line of megabytes, thousands of
 * findings) is counted from checkpoints made in one pass the first time one is, so that no position reads more than
 * a few thousand units.
 */
export class LinePositions {
  private readonly counted: CountedText;
  /** Per block b: the lines that start at units 1..b * BLOCK_UNITS, and where the last of them starts (0: none). */
  private index: { lines: Uint32Array; starts: Uint32Array } | undefined;
  private skipped: readonly [number, number] | undefined;
  /** Characters before unit `i * CHECKPOINT_UNITS` of the text, at index i; made when a long line first needs them. */
  private checkpoints: Uint32Array | undefined;

  constructor(counted: CountedText) {
    this.counted = counted;
  }

  position(offset: number): TextPosition {
    const { text } = this.counted;
    const { lines, starts } = this.index ?? this.indexLines();
    const at = Math.min(Math.max(0, offset), text.length);
    const block = Math.floor(at / BLOCK_UNITS);
    let line = lines[block]!;
    let lineStart = starts[block]!;
    for (let j = block * BLOCK_UNITS + 1; j <= at; j++) {
      if (lineStartsAt(text, j)) {
        line += 1;
        lineStart = j;
      }
    }
    const { skipped } = this;
    let characters: number;
    if (skipped === undefined) characters = at - lineStart;
    else if (at - lineStart <= CHECKPOINT_UNITS) characters = charactersIn(text, lineStart, at, skipped);
    else characters = this.charactersBefore(at, skipped) - this.charactersBefore(lineStart, skipped);
    return { line: line + 1, column: characters + 1 };
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

  private indexLines(): { lines: Uint32Array; starts: Uint32Array } {
    const { text } = this.counted;
    const blocks = Math.floor(text.length / BLOCK_UNITS) + 1;
    const lines = new Uint32Array(blocks);
    const starts = new Uint32Array(blocks);
    let count = 0;
    let last = 0;
    let filled = 1; // block 0: no line started before unit 0
    // The next LF and the next CR, each searched again only once passed (a text without CR is searched for one once).
    const find = (character: string, from: number): number => {
      const found = text.indexOf(character, from);
      return found < 0 ? text.length : found;
    };
    let nextLf = find('\n', 0);
    let nextCr = find('\r', 0);
    for (let lineBreak = Math.min(nextLf, nextCr); lineBreak < text.length; lineBreak = Math.min(nextLf, nextCr)) {
      // CR LF is one break (XML 1.0 §2.11), as is a lone CR or LF.
      const lineStart = lineBreak === nextCr && text.charCodeAt(lineBreak + 1) === LF ? lineBreak + 2 : lineBreak + 1;
      // The blocks that begin before this line starts have seen every line so far.
      for (; filled < blocks && filled * BLOCK_UNITS < lineStart; filled++) {
        lines[filled] = count;
        starts[filled] = last;
      }
      count += 1;
      last = lineStart;
      if (nextLf < lineStart) nextLf = find('\n', lineStart);
      if (nextCr < lineStart) nextCr = find('\r', lineStart);
    }
    for (; filled < blocks; filled++) {
      lines[filled] = count;
      starts[filled] = last;
    }
    this.skipped = skippedUnits(this.counted);
    this.index = { lines, starts };
    return this.index;
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
