/**
 * Where a text breaks XML 1.0's well-formedness rules, as the tokenizer throws it ({@link NotWellFormed},
 * {@link Unterminated}), and the line and column of an offset for the message a caller makes of it.
 */
/**
 * A place where the text breaks XML 1.0's well-formedness rules: what is wrong, where, and optionally
 * what to do about it. Thrown by the tokenizer; its caller turns it into a rejection (ern/malformed.ts).
 */
export class NotWellFormed extends Error {
  /** What is wrong, as a phrase: `mismatched end tag </Imag>; <Image> is open`. */
  readonly problem: string;
  /** Offset into the text of the character where the problem shows. */
  readonly offset: number;
  /** What to do about it, or more context; appended after the position. */
  readonly hint?: string;

  constructor(problem: string, offset: number, hint?: string) {
    super(problem);
    this.name = 'NotWellFormed';
    this.problem = problem;
    this.offset = offset;
    if (hint !== undefined) this.hint = hint;
  }
}

/**
 * The text ends inside a construct that started at `offset`: a comment, a tag, an attribute value. The
 * scanner reports it as the innermost element left unclosed when there is one, the usual sign of a
 * truncated message.
 */
export class Unterminated extends NotWellFormed {
  /** The construct, as a phrase: `comment`, `start tag <File>`. */
  readonly construct: string;

  constructor(construct: string, offset: number) {
    super(`unterminated ${construct}`, offset);
    this.name = 'Unterminated';
    this.construct = construct;
  }
}

/** A 1-based line and column (in UTF-16 code units) of an offset into the text. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Where `offset` lies in `text`. Lines end at LF, CR LF or a lone CR (XML 1.0 §2.11). Computed only when
 * a problem is reported, so the scan itself never counts lines.
 */
export function positionOf(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  const lineBreak = /\r\n?|\n/g;
  for (let found = lineBreak.exec(text); found !== null && found.index < offset; found = lineBreak.exec(text)) {
    line++;
    lineStart = found.index + found[0].length;
  }
  return { line, column: Math.max(offset - lineStart, 0) + 1 };
}

/** The line of `offset`, for hints that point back at an earlier place. */
export function lineOf(text: string, offset: number): number {
  return positionOf(text, offset).line;
}
