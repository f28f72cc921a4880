import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../mock-server/src/duration.js';

describe('parseDuration', () => {
  it.each([
    { given: '500ms', want: 500 },
    { given: '90s', want: 90_000 },
    { given: '15m', want: 900_000 },
    { given: '2h', want: 7_200_000 },
    { given: '1d', want: 86_400_000 },
    { given: '1h30m', want: 5_400_000 },
    { given: '1d2h3m4s5ms', want: 93_784_005 },
    { given: '1.5h', want: 5_400_000 },
    { given: '0.25s', want: 250 },
    { given: '900', want: 900_000 },
    { given: '0', want: 0 },
    { given: '0s', want: 0 },
    { given: '  15m\n', want: 900_000 },
  ])('reads "$given" as $want ms', ({ given, want }) => {
    expect(parseDuration(given)).toBe(want);
  });

  it.each([
    { name: 'an empty string', given: '' },
    { name: 'only spaces', given: '   ' },
    { name: 'a unit without a number', given: 'm' },
    { name: 'an unknown unit', given: '3w' },
    { name: 'an upper-case unit (M reads as months)', given: '15M' },
    { name: 'a negative number', given: '-5m' },
    { name: 'a sign', given: '+5m' },
    { name: 'a space inside', given: '15 m' },
    { name: 'a fraction without a unit', given: '1.5' },
    { name: 'an exponent', given: '1e3' },
    { name: 'Infinity', given: 'Infinity' },
    { name: 'units from small to large', given: '30m1h' },
    { name: 'a repeated unit', given: '1m1m' },
    { name: 'trailing garbage', given: '15mx' },
    { name: 'a number too large for exact milliseconds', given: '999999999999999999d' },
    { name: 'a very long input', given: `${'1'.repeat(80)}s` },
  ])('refuses $name with a RangeError that shows the accepted forms', ({ given }) => {
    expect(() => parseDuration(given)).toThrow(RangeError);
    expect(() => parseDuration(given)).toThrow(/Invalid duration ".*": .*500ms, 90s, 15m, 2h, 1d/s);
  });
});
