/**
 * One `Range: bytes=…` request header (RFC 9110 14.1.2), the part of it a file download needs: a single
 * range `a-b`, `a-` or `-n`. Anything else (several ranges, other units, bad syntax) is ignored and the
 * whole file is sent, which RFC 9110 14.2 allows.
 */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=([0-9]*)-([0-9]*)$/;

/** The bytes to send of a file of `size` bytes; `end` is inclusive. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };

  if (first === '') {
    // Suffix range: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // `a-b` with b < a is invalid syntax (ignored); a valid range starting past the end cannot be served.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}
