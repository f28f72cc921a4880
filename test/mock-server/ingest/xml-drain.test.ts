/**
 * The XML budget's Retry-After (issue #17): the bytes in flight over the measured drain rate, with a floor, a
 * ceiling and a default before any measurement. Time is an injected monotonic clock.
 */
import { describe, expect, it } from 'vitest';
import { reserveXmlBytes, XmlBudget } from '../../../mock-server/src/ingest/xml-budget.js';
import {
  busyRetryAfterSeconds, DEFAULT_BUSY_RETRY_AFTER_SECONDS, DrainMeter, MAX_BUSY_RETRY_AFTER_SECONDS,
} from '../../../mock-server/src/ingest/xml-drain.js';

const MB = 1_000_000;

describe('busyRetryAfterSeconds', () => {
  const cases: { name: string; given: [number, number | null]; want: number }[] = [
    { name: 'no measurement yet: the default', given: [100 * MB, null], want: DEFAULT_BUSY_RETRY_AFTER_SECONDS },
    { name: '100 MB at 10 MB/s', given: [100 * MB, 10 * MB], want: 10 },
    { name: '200 MB at 10 MB/s: more in flight, longer', given: [200 * MB, 10 * MB], want: 20 },
    { name: '100 MB at 5 MB/s: slower drain, longer', given: [100 * MB, 5 * MB], want: 20 },
    { name: 'rounded up', given: [101 * MB, 10 * MB], want: 11 },
    { name: 'a fast drain: the floor', given: [1 * MB, 100 * MB], want: 1 },
    { name: 'a slow drain: the ceiling', given: [256 * MB, 1 * MB], want: MAX_BUSY_RETRY_AFTER_SECONDS },
    { name: 'a stalled drain: the ceiling', given: [1 * MB, 0], want: MAX_BUSY_RETRY_AFTER_SECONDS },
  ];
  for (const { name, given, want } of cases) {
    it(name, () => {
      expect(busyRetryAfterSeconds(...given)).toBe(want);
    });
  }
});

describe('DrainMeter', () => {
  it('measures bytes released per second over the last 10 s, from the injected clock', () => {
    let now = 5_000;
    const meter = new DrainMeter(() => now);
    expect(meter.bytesPerSecond()).toBeNull();
    meter.record(10 * MB);
    // One release is not a rate: it counts over at least a second.
    expect(meter.bytesPerSecond()).toBe(10 * MB);
    now += 4_000;
    meter.record(30 * MB);
    expect(meter.bytesPerSecond()).toBe(10 * MB);
    now += 20_000;
    // Nothing released within the window: the drain stalled.
    expect(meter.bytesPerSecond()).toBe(0);
  });
});

describe('the XML budget\'s Retry-After', () => {
  /**
   * A budget after five seconds of loads releasing `releasedPerSecond` bytes each second, holding `inFlight` bytes
   * now: loads reserve through their share (reserveXmlBytes, as a load does) and the pool releases the share.
   */
  function retryAfter(inFlight: number, releasedPerSecond: number): number {
    let now = 0;
    const budget = new XmlBudget(256 * MB, () => now);
    for (let s = 0; s < 5; s++) {
      const share = budget.share();
      expect(reserveXmlBytes(share, releasedPerSecond)).toBe(true);
      now += 1_000;
      budget.release(share);
    }
    const held = budget.share();
    expect(reserveXmlBytes(held, inFlight)).toBe(true);
    return budget.retryAfterSeconds();
  }

  it('grows with the bytes in flight and with a slower drain', () => {
    const base = retryAfter(40 * MB, 10 * MB);
    // 50 MB released over the 4 s since the first release: 12.5 MB/s, 40 MB in flight: 3.2 s, rounded up.
    expect(base).toBe(4);
    expect(retryAfter(80 * MB, 10 * MB)).toBe(7);
    expect(retryAfter(40 * MB, 5 * MB)).toBe(7);
  });

  it('answers the default before any release was measured', () => {
    const budget = new XmlBudget(256 * MB, () => 0);
    expect(reserveXmlBytes(budget.share(), 200 * MB)).toBe(true);
    expect(budget.retryAfterSeconds()).toBe(DEFAULT_BUSY_RETRY_AFTER_SECONDS);
  });
});
