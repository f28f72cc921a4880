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

/** Ms since the epoch of a UTC day; `Date.UTC` would read the years 0-99 as 1900-1999. */
function utc(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** The range of a `YYYY[-MM[-DD]]` date, or null when it is not one (a finding of the schema, or of date-impossible). */
export function dateRange(text: string): DateRange | null {
  const match = DATE.exec(text.trim());
  if (match === null) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? null : Number(match[2]);
  const day = match[3] === undefined ? null : Number(match[3]);
  if (month !== null && (month < 1 || month > 12)) return null;
  if (month === null) return { earliest: utc(year, 0, 1), latest: utc(year + 1, 0, 1) - 1 };
  if (day === null) return { earliest: utc(year, month - 1, 1), latest: utc(year, month, 1) - 1 };
  const earliest = utc(year, month - 1, day);
  if (new Date(earliest).getUTCDate() !== day) return null;
  return { earliest, latest: earliest + 86_400_000 - 1 };
}

/**
 * Why a value in ddex_IsoDate's form names no month or day of the calendar, naming the part that is wrong (`4752-22`:
 * the month); null when it names one, or is in another form (the schema's finding).
 */
export function dateProblem(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day] = match;
  if (month === undefined) return null;
  if (Number(month) < 1 || Number(month) > 12) return `there is no month ${month}: months run from 01 to 12`;
  if (day === undefined || dateRange(text) !== null) return null;
  if (Number(day) === 0) return 'there is no day 00: days run from 01';
  // Day 0 of the next month is the last of this one.
  const last = new Date(utc(Number(year), Number(month), 0)).getUTCDate();
  return `${year}-${month} has no day ${day}: that month has ${last} days`;
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: ddex_IsoDate's form (its pattern), whether or not the day exists. */
export function hasDateForm(text: string): boolean {
  return DATE.test(text.trim());
}

/** xs:dateTime's form: the date, then hours, minutes, maybe seconds and a zone. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

/** The instant of an `xs:dateTime` (without a zone: read as UTC), or null when it is not one. */
export function dateTimeRange(text: string): DateRange | null {
  const trimmed = text.trim();
  if (!DATE_TIME.test(trimmed) || dateTimeProblem(trimmed) !== null) return null;
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const instant = Date.parse(zoned);
  return Number.isNaN(instant) ? null : { earliest: instant, latest: instant };
}

/**
 * Why a value in xs:dateTime's form names no instant (a day no calendar has, a time no clock shows, a zone too far
 * from UTC); null when it names one, or is in another form (the schema's finding).
 */
export function dateTimeProblem(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (match === null) return null;
  const [, date, hours, minutes, seconds, zoneHours, zoneMinutes] = match;
  const day = dateProblem(date ?? '');
  if (day !== null) return day;
  // xs:dateTime: 24:00:00 is the end of the day, and no other time at hour 24.
  const endOfDay = hours === '24' && minutes === '00' && (seconds ?? '00') === '00';
  if ((Number(hours) > 23 && !endOfDay) || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return 'no clock shows that time';
  if (zoneHours !== undefined && (Number(zoneHours) > 14 || Number(zoneMinutes) > 59)) return 'no time zone is that far from UTC';
  return null;
}

/** Whether `a` certainly lies before `b`, whatever day or instant each stands for. */
export function certainlyBefore(a: DateRange, b: DateRange): boolean {
  return a.latest < b.earliest;
}
