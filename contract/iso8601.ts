/**
 * Timestamps as the specification writes them: "ISO 8601 timestamp with UTC offset" (spec 2.1, 6.2).
 *
 * The specification names ISO 8601 without a profile. partner-ingest-kit accepts the extended-format
 * calendar date-time with an offset (openapi.yaml#/components/schemas/Timestamp, its x-ingest-kit-decision):
 *
 *   YYYY-MM-DDThh:mm[:ss[(.|,)fraction]] followed by Z, ±hh:mm or ±hh
 *
 * RFC 3339 date-times (what the mock server sends, always in UTC with `Z`) are a subset. As RFC 3339 does,
 * the `T` and `Z` may be lower case. Not accepted: the basic format (no separators), week and ordinal
 * dates, reduced precision (no minutes), an hour of 24, a missing offset, and the Unicode minus sign.
 * Calendar values are checked: month 01-12, a day that exists in that month (leap years included), hour
 * 00-23, minute 00-59, second 00-60 (60 is a leap second), offset hours 00-23 and offset minutes 00-59.
 *
 * This module has no dependency: the generated validators, the mock server, the conformance suite and a
 * partner SDK import it alike.
 */

/** The name of the format in openapi.yaml (`format: iso8601-date-time`) and in the generated validators. */
export const iso8601DateTimeFormat = 'iso8601-date-time';

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::(\d{2}))?)$/;

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The fraction of a second, in milliseconds (digits beyond the millisecond are dropped, as Date.parse does). */
  millisecond: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of `text`, or null when it is not an ISO 8601 offset date-time of the accepted profile. */
function partsOf(text: string): DateTimeParts | null {
  const match = dateTimePattern.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, offsetHour, offsetMinute] = match;
  const parts: DateTimeParts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? '0'),
    millisecond: Number((fraction ?? '').slice(0, 3).padEnd(3, '0')),
    offsetMinutes: 0,
  };
  if (parts.month < 1 || parts.month > 12) return null;
  if (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 60) return null;
  if (!zulu) {
    const hours = Number(offsetHour);
    const minutes = Number(offsetMinute ?? '0');
    if (hours > 23 || minutes > 59) return null;
    parts.offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return parts;
}

/**
 * True when `text` is an ISO 8601 extended-format date-time with an offset (the profile above). This is the
 * `iso8601-date-time` format of the generated validators.
 */
export function isIso8601DateTime(text: string): boolean {
  return partsOf(text) !== null;
}

/**
 * The instant `text` names, in milliseconds since the Unix epoch, or null when `text` is not an ISO 8601
 * offset date-time of the accepted profile. Use it instead of `Date.parse`, which does not accept a `,`
 * decimal sign or a `±hh` offset, and accepts texts without an offset (as local time).
 *
 * A leap second (`:60`) names the instant one second after `:59`, which is the next minute's `:00`.
 */
export function parseTimestamp(text: string): number | null {
  const parts = partsOf(text);
  if (!parts) return null;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute - parts.offsetMinutes, parts.second, parts.millisecond);
  return date.getTime();
}
