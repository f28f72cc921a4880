/**
 * Dates as ERN writes them, for the rules that compare two of them: a DDEX date is `YYYY[-MM[-DD]]`
 * (the schemas' `ddex_IsoDate`), so `2010` stands for any day of 2010; a date-time (`StartDateTime`) is an instant.
 * Each is read as the range of instants it may stand for, and one is certainly before another only when the
 * whole of its range is: `2010` is not before `2010-05-01`, `2010-04` is.
 */

/** The first and last millisecond (UTC) a date may stand for. */
export interface DateRange {
  earliest: number;
  latest: number;
}

const DATE = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/;

/** The range of a `YYYY[-MM[-DD]]` date, or null when it is not one (a finding of the schema, not of ours). */
export function dateRange(text: string): DateRange | null {
  const match = DATE.exec(text.trim());
  if (match === null) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? null : Number(match[2]);
  const day = match[3] === undefined ? null : Number(match[3]);
  if (month !== null && (month < 1 || month > 12)) return null;
  if (month === null) return { earliest: Date.UTC(year, 0, 1), latest: Date.UTC(year + 1, 0, 1) - 1 };
  if (day === null) return { earliest: Date.UTC(year, month - 1, 1), latest: Date.UTC(year, month, 1) - 1 };
  const earliest = Date.UTC(year, month - 1, day);
  if (new Date(earliest).getUTCDate() !== day) return null;
  return { earliest, latest: earliest + 86_400_000 - 1 };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** The instant of an `xs:dateTime` (without a zone: read as UTC), or null when it is not one. */
export function dateTimeRange(text: string): DateRange | null {
  const trimmed = text.trim();
  if (!DATE_TIME.test(trimmed)) return null;
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const instant = Date.parse(zoned);
  return Number.isNaN(instant) ? null : { earliest: instant, latest: instant };
}

/** Whether `a` certainly lies before `b`, whatever day or instant each stands for. */
export function certainlyBefore(a: DateRange, b: DateRange): boolean {
  return a.latest < b.earliest;
}
