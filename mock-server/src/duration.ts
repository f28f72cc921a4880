/**
 * Durations as people write them: flags (`--expires 15m`), config files, `Prefer: scenario=slow; duration=90s`,
 * operator requests. (A JSON number in a config file or an operator body is milliseconds; see `durationMs`.)
 *
 * Grammar: either a bare non-negative integer, meaning seconds (as S3's `X-Amz-Expires`), or one or more
 * `<number><unit>` parts with units in decreasing size, each at most once: `500ms`, `90s`, `15m`, `2h`,
 * `1d`, `1h30m`, `1.5h`. Units: `ms`, `s`, `m` (minutes), `h`, `d` (24 h); lower case only, since `M`
 * reads as months. No sign, no spaces inside, no exponent. `0` is allowed: it makes URLs that are already
 * expired, which is what a partner testing expiry wants.
 */

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;
type Unit = keyof typeof UNIT_MS;
const UNIT_ORDER: readonly Unit[] = ['d', 'h', 'm', 's', 'ms'];

const BARE_SECONDS = /^[0-9]+$/;
// `ms` before `m` and `s`, so that "500ms" is not read as 500 minutes followed by garbage.
const PART = /([0-9]+(?:\.[0-9]+)?)(ms|s|m|h|d)/y;
const MAX_LENGTH = 64;

function invalid(text: string, why: string): RangeError {
  const shown = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
  return new RangeError(
    `Invalid duration "${shown}": ${why}. Use a number with a unit (500ms, 90s, 15m, 2h, 1d, or 1h30m); a bare number means seconds.`,
  );
}

/**
 * Milliseconds in `text` (see the grammar above), rounded to a whole millisecond.
 * @throws RangeError naming the input and the accepted forms, for anything else.
 */
export function parseDuration(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw invalid(text, 'it is empty');
  if (trimmed.length > MAX_LENGTH) throw invalid(text, `it is longer than ${MAX_LENGTH} characters`);
  if (BARE_SECONDS.test(trimmed)) return checked(text, Number(trimmed) * 1000);

  let total = 0;
  let lastRank = -1;
  PART.lastIndex = 0;
  while (PART.lastIndex < trimmed.length) {
    const start = PART.lastIndex;
    const match = PART.exec(trimmed);
    if (!match) throw invalid(text, `unexpected "${trimmed.slice(start)}"`);
    const unit = match[2] as Unit;
    const rank = UNIT_ORDER.indexOf(unit);
    if (rank <= lastRank) throw invalid(text, 'units must go from largest to smallest, each at most once');
    lastRank = rank;
    total += Number(match[1]) * UNIT_MS[unit];
  }
  return checked(text, total);
}

function checked(text: string, ms: number): number {
  const rounded = Math.round(ms);
  if (!Number.isSafeInteger(rounded)) throw invalid(text, 'it is too large');
  return rounded;
}

/** A duration from a config file or an operator body: a JSON number is milliseconds, a string is parsed. */
export function durationMs(value: string | number): number {
  if (typeof value === 'string') return parseDuration(value);
  if (Number.isSafeInteger(value) && value >= 0) return value;
  throw new RangeError(`Invalid duration ${String(value)}: a number of milliseconds must be a whole number >= 0.`);
}
