/**
 * contract/iso8601.ts: the `iso8601-date-time` format of the generated validators (spec 2.1, 6.2: "ISO 8601
 * timestamp with UTC offset") and the parser the conformance suite uses instead of Date.parse.
 */
import { describe, expect, it } from 'vitest';
import { isIso8601DateTime, parseTimestamp } from '../../contract/iso8601.js';
import { validateTimestamp } from '../../generated/validators.js';

const valid: { given: string; want: number }[] = [
  { given: '2026-11-21T12:36:41Z', want: Date.UTC(2026, 10, 21, 12, 36, 41) },
  { given: '2026-11-21T21:36:41+09:00', want: Date.UTC(2026, 10, 21, 12, 36, 41) },
  { given: '2026-11-21T12:36:41.123456Z', want: Date.UTC(2026, 10, 21, 12, 36, 41, 123) },
  { given: '2026-11-21T12:36:41,5Z', want: Date.UTC(2026, 10, 21, 12, 36, 41, 500) },
  { given: '2026-11-21T07:36:41-05', want: Date.UTC(2026, 10, 21, 12, 36, 41) },
  { given: '2026-11-21T12:36Z', want: Date.UTC(2026, 10, 21, 12, 36) },
  { given: '2026-11-21T18:06+05:30', want: Date.UTC(2026, 10, 21, 12, 36) },
  { given: '2026-11-21T12:36:41.250+00:00', want: Date.UTC(2026, 10, 21, 12, 36, 41, 250) },
  { given: '2026-11-21T12:36:41-00:00', want: Date.UTC(2026, 10, 21, 12, 36, 41) },
  { given: '2026-11-21t12:36:41z', want: Date.UTC(2026, 10, 21, 12, 36, 41) },
  { given: '2024-02-29T00:00:00Z', want: Date.UTC(2024, 1, 29) },
  { given: '2000-02-29T00:00:00Z', want: Date.UTC(2000, 1, 29) },
  { given: '2016-12-31T23:59:60Z', want: Date.UTC(2017, 0, 1) },
  { given: '2026-01-01T00:00:00+23:59', want: Date.UTC(2025, 11, 31, 0, 1) },
  { given: '0001-01-01T00:00:00Z', want: -62135596800000 },
  { given: '2026-11-21T12:36:41.9999Z', want: Date.UTC(2026, 10, 21, 12, 36, 41, 999) },
];

const invalid: { given: string; why: string }[] = [
  { given: '2026-11-21T12:36:41', why: 'no offset' },
  { given: '2026-11-21T12:36', why: 'no offset, no seconds' },
  { given: '2026-11-21', why: 'a date only' },
  { given: '2026-11-21 12:36:41Z', why: 'a space instead of T' },
  { given: '20261121T123641Z', why: 'the basic format' },
  { given: '2026-W47-6T12:36:41Z', why: 'a week date' },
  { given: '2026-325T12:36:41Z', why: 'an ordinal date' },
  { given: '2026-11-21T12Z', why: 'a time without minutes' },
  { given: '2026-11-21T12:36:41.Z', why: 'a decimal sign without digits' },
  { given: '2026-11-21T12:36:41+0900', why: 'an offset in the basic format' },
  { given: '2026-11-21T12:36:41+9:00', why: 'a one-digit offset hour' },
  { given: '2026-11-21T12:36:41\u221205:00', why: 'the Unicode minus sign' },
  { given: '2026-00-21T12:36:41Z', why: 'month 00' },
  { given: '2026-13-21T12:36:41Z', why: 'month 13' },
  { given: '2026-11-00T12:36:41Z', why: 'day 00' },
  { given: '2026-11-31T12:36:41Z', why: 'day 31 of a 30-day month' },
  { given: '2026-02-29T12:36:41Z', why: '29 February of a common year' },
  { given: '1900-02-29T12:36:41Z', why: '29 February of a century that is not a leap year' },
  { given: '2026-01-32T12:36:41Z', why: 'day 32' },
  { given: '2026-11-21T24:00:00Z', why: 'hour 24 (not accepted)' },
  { given: '2026-11-21T25:00:00Z', why: 'hour 25' },
  { given: '2026-11-21T12:60:00Z', why: 'minute 60' },
  { given: '2026-11-21T12:36:61Z', why: 'second 61' },
  { given: '2026-11-21T12:36:41+24:00', why: 'offset hour 24' },
  { given: '2026-11-21T12:36:41+09:60', why: 'offset minute 60' },
  { given: '26-11-21T12:36:41Z', why: 'a two-digit year' },
  { given: '+002026-11-21T12:36:41Z', why: 'an expanded year' },
  { given: ' 2026-11-21T12:36:41Z', why: 'a leading space' },
  { given: '2026-11-21T12:36:41Z ', why: 'a trailing space' },
  { given: '2026-11-21T12:36:41Z\n', why: 'a trailing newline' },
  { given: '', why: 'an empty string' },
];

describe('isIso8601DateTime and the generated Timestamp validator', () => {
  it.each(valid)('accept $given', ({ given }) => {
    expect(isIso8601DateTime(given)).toBe(true);
    expect(validateTimestamp(given), JSON.stringify(validateTimestamp.errors)).toBe(true);
  });

  it.each(invalid)('reject $why: "$given"', ({ given }) => {
    expect(isIso8601DateTime(given)).toBe(false);
    expect(validateTimestamp(given)).toBe(false);
  });

  it.each([1763728500000, null, {}])('the validator rejects the non-string %s', (given) => {
    expect(validateTimestamp(given)).toBe(false);
  });
});

describe('parseTimestamp', () => {
  it.each(valid)('reads $given as $want', ({ given, want }) => {
    expect(parseTimestamp(given)).toBe(want);
  });

  it.each(invalid)('returns null for $why: "$given"', ({ given }) => {
    expect(parseTimestamp(given)).toBeNull();
  });

  it('agrees with Date.parse on every RFC 3339 timestamp the mock server writes', () => {
    for (const ms of [0, 1763728500000, 1763728601250, 4102444799999]) {
      const text = new Date(ms).toISOString();
      expect(parseTimestamp(text), text).toBe(ms);
    }
  });
});
