/** The virtual clock fires due timers in order and lets the work they start schedule more. */
import { describe, expect, it, vi } from 'vitest';
import { createRealClock, createVirtualClock, maxTimeoutMs } from '../../mock-server/src/clock.js';

describe('virtual clock', () => {
  it('fires every timer that falls due, in due order, and moves now to each', async () => {
    const clock = createVirtualClock({ start: 0 });
    const fired: [string, number][] = [];
    clock.setTimer(300, () => fired.push(['c', clock.now()]));
    clock.setTimer(100, () => fired.push(['a', clock.now()]));
    clock.setTimer(100, () => fired.push(['b', clock.now()]));
    clock.setTimer(1_000, () => fired.push(['late', clock.now()]));
    expect(await clock.advance(500)).toBe(3);
    expect(fired).toEqual([['a', 100], ['b', 100], ['c', 300]]);
    expect(clock.now()).toBe(500);
    expect(clock.pendingTimers()).toBe(1);
  });

  it('fires timers scheduled by async work of an earlier timer within the same advance', async () => {
    const clock = createVirtualClock({ start: 0 });
    const fired: number[] = [];
    clock.setTimer(60_000, () => {
      void Promise.resolve().then(() => clock.setTimer(300_000, () => fired.push(clock.now())));
    });
    await clock.advance(8 * 3_600_000);
    expect(fired).toEqual([360_000]);
  });

  it('cancels a timer', async () => {
    const clock = createVirtualClock({ start: 0 });
    let fired = false;
    const handle = clock.setTimer(10, () => (fired = true));
    clock.clearTimer(handle);
    await clock.advance(100);
    expect(fired).toBe(false);
  });
});

describe('real clock', () => {
  it('divides simulated durations by the time scale, and keeps wall-clock timestamps', async () => {
    const clock = createRealClock({ timeScale: 1_000, wallNow: () => 42 });
    expect(clock.now()).toBe(42);
    const started = performance.now();
    await new Promise<void>((resolve) => clock.setTimer(60_000, resolve));
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a time scale that is not positive', () => {
    expect(() => createRealClock({ timeScale: 0 })).toThrow(/positive/);
  });
});

describe('real clock, waits longer than setTimeout can hold', () => {
  it('fires a 25-day timer after 25 days, not at once, never asking setTimeout for more than 2^31 - 1 ms', () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const original = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation((fn: () => void, ms?: number) => {
      asked.push(ms ?? 0);
      return original(fn, ms);
    });
    try {
      const clock = createRealClock();
      let fired = 0;
      const day = 86_400_000;
      clock.setTimer(25 * day, () => fired++);
      vi.advanceTimersByTime(24 * day);
      expect(fired).toBe(0);
      expect(clock.pendingTimers()).toBe(1);
      vi.advanceTimersByTime(day);
      expect(fired).toBe(1);
      expect(clock.pendingTimers()).toBe(0);
      expect(Math.max(...asked)).toBeLessThanOrEqual(maxTimeoutMs);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it('cancels a long timer between its links', () => {
    vi.useFakeTimers();
    try {
      const clock = createRealClock();
      let fired = false;
      const handle = clock.setTimer(30 * 86_400_000, () => (fired = true));
      vi.advanceTimersByTime(maxTimeoutMs + 1_000);
      clock.clearTimer(handle);
      vi.advanceTimersByTime(30 * 86_400_000);
      expect(fired).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
