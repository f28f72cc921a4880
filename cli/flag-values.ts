/**
 * The numbers and durations of flags, read one way by every command: a value that is not one, or is out of range,
 * is a usage error (exit 2) that names the flag, repeats the value and gives the range, e.g.
 * `--port abc: not a port number; give 0-65535`.
 */
import { parseDuration } from '../mock-server/src/duration.js';
import { usageError } from './errors.js';

/** The numbers a flag takes: what one is called, and its bounds (inclusive unless `above`). */
export interface NumberRange {
  /** What the value is, after "not": `a port number`, `a whole number of connections`. */
  what: string;
  /** Whole numbers only. */
  integer?: boolean;
  /** The smallest value, included. */
  min?: number;
  /** A bound the value must be greater than (excluded): time scales, rates. */
  above?: number;
  /** The largest value, included. */
  max?: number;
}

/** The range in words: `0-65535`, `1 or more`, `more than 0`, `any whole number`. */
function rangeText(range: NumberRange): string {
  const kind = range.integer === true ? 'whole number' : 'number';
  if (range.min !== undefined && range.max !== undefined) return `${range.min}-${range.max}`;
  if (range.above !== undefined) return `a ${kind} above ${range.above}${range.max === undefined ? '' : ` up to ${range.max}`}`;
  if (range.min !== undefined) return `${range.min} or more`;
  if (range.max !== undefined) return `a ${kind} up to ${range.max}`;
  return `a ${kind}`;
}

/** A decimal number as people type it: digits, an optional sign and fraction; no hex, exponent or blanks. */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * The number `text` of `flag`, within `range`.
 * @throws CommandError (exit 2), e.g. `--port abc: not a port number; give 0-65535`.
 */
export function numberFlag(flag: string, text: string, range: NumberRange): number {
  const n = Number(text.trim());
  const fits = DECIMAL.test(text.trim()) && Number.isFinite(n)
    && (range.integer !== true || Number.isSafeInteger(n))
    && (range.min === undefined || n >= range.min)
    && (range.above === undefined || n > range.above)
    && (range.max === undefined || n <= range.max);
  if (!fits) throw usageError(`${flag} ${text}: not ${range.what}; give ${rangeText(range)}`);
  return n;
}

/** A TCP port: 0 (any free port, where the command listens) to 65535. */
export const portRange: NumberRange = { what: 'a port number', integer: true, min: 0, max: 65535 };

/** {@link numberFlag} for a port. */
export function portFlag(flag: string, text: string): number {
  return numberFlag(flag, text, portRange);
}

/**
 * The milliseconds of a duration flag (`90s`, `15m`, `1h30m`; a bare number is seconds), more than `above` ms
 * when given (a timeout of 0 would never wait).
 * @throws CommandError (exit 2) naming the flag and the forms a duration takes.
 */
export function durationFlag(flag: string, text: string, options: { above?: number } = {}): number {
  let ms: number;
  try {
    ms = parseDuration(text);
  } catch (error) {
    throw usageError(`${flag}: ${(error as Error).message}`, { cause: error });
  }
  if (options.above !== undefined && ms <= options.above) throw usageError(`${flag} ${text}: give a duration above ${options.above === 0 ? '0' : `${options.above} ms`}, e.g. 10s`);
  return ms;
}
