/**
 * The virtual clock fires due timers in order and lets the work they start schedule more; callers give every
 * clock store-time ms (setTimerAt, fromSimulated), and only the clock reads the time scale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRealClock, createVirtualClock, maxTimeoutMs, shiftClock } from '../../mock-server/src/clock.js';
import { repoRoot } from '../support/contract.js';

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

  it('waits after a timer until no registered part is busy, when one part\'s end starts another\'s work a loop phase later', async () => {
    /** A part of the mock an advance waits for (the runner's batches, the dispatcher): busy, and idle when not. */
    const part = () => {
      let busy = false;
      const waiters: (() => void)[] = [];
      return {
        start: () => {
          busy = true;
        },
        end: () => {
          busy = false;
          for (const resolve of waiters.splice(0)) resolve();
        },
        get busy() {
          return busy;
        },
        idle: () => (busy ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
      };
    };
    const clock = createVirtualClock({ start: 0 });
    const [a, b] = [part(), part()];
    for (const each of [a, b]) clock.waitForIdle(each);
    const done: string[] = [];
    clock.setTimer(1_000, () => {
      // The runner's batch (a) commits an ingest's completion, and then the dispatcher's pass (b) starts.
      a.start();
      setTimeout(() => {
        done.push('a');
        a.end();
        setImmediate(() => {
          b.start();
          setTimeout(() => {
            done.push('b');
            b.end();
          }, 5);
        });
      }, 5);
    });
    await clock.advance(2_000);
    expect(done).toEqual(['a', 'b']);
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

describe('store time: setTimerAt and fromSimulated', () => {
  it('fires a virtual timer when the clock reaches the store time it names', async () => {
    const clock = createVirtualClock({ start: 1_000 });
    const fired: number[] = [];
    clock.setTimerAt(1_500, () => fired.push(clock.now()));
    clock.setTimerAt(500, () => fired.push(clock.now()));
    await clock.advance(400);
    expect(fired).toEqual([1_000]);
    await clock.advance(100);
    expect(fired).toEqual([1_000, 1_500]);
  });

  it('turns a simulated duration into store ms: divided by a real clock\'s time scale, as is on a virtual clock', () => {
    expect(createRealClock({ timeScale: 100 }).fromSimulated(60_000)).toBe(600);
    expect(createVirtualClock().fromSimulated(60_000)).toBe(60_000);
  });

  it('waits on a real clock the store-time distance, whatever the time scale', () => {
    vi.useFakeTimers();
    try {
      let wall = 10_000;
      const clock = createRealClock({ timeScale: 1_000, wallNow: () => wall });
      let fired = false;
      clock.setTimerAt(wall + 5_000, () => (fired = true));
      vi.advanceTimersByTime(4_999);
      wall += 4_999;
      expect(fired).toBe(false);
      vi.advanceTimersByTime(1);
      expect(fired).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('describes itself for the operator: kind, now, time scale and pending timers', () => {
    const clock = createRealClock({ timeScale: 60, wallNow: () => 0 });
    expect(clock.describe()).toEqual({ kind: 'real', now: '1970-01-01T00:00:00.000Z', nowMs: 0, timeScale: 60, pendingTimers: 0 });
    expect(createVirtualClock({ start: 0 }).describe()).toMatchObject({ kind: 'virtual', timeScale: 1 });
  });

  it('keeps a shifted clock\'s due times in its own (shifted) time', async () => {
    const clock = shiftClock(createVirtualClock({ start: 0 }), 90_000);
    const fired: number[] = [];
    clock.setTimerAt(clock.now() + 1_000, () => fired.push(clock.now()));
    await clock.advance(999);
    expect(fired).toEqual([]);
    await clock.advance(1);
    expect(fired).toEqual([91_000]);
    expect(clock.describe()).toMatchObject({ nowMs: 91_000, now: '1970-01-01T00:01:31.000Z' });
  });
});

describe('time in one place', () => {
  it('leaves the time scale to the clock: outside clock.ts only config.ts and server.ts (passing the setting in) name it', () => {
    const source = path.join(repoRoot, 'mock-server', 'src');
    const naming = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && readFileSync(path.join(source, file), 'utf8').includes('timeScale'))
      .map((file) => file.split(path.sep).join('/'))
      // The setting's own declaration (config.ts, or a config/ folder) and the clock's construction.
      .filter((file) => !/^(clock|server)\.ts$|^config(\.ts$|\/)/.test(file));
    expect(naming).toEqual([]);
  });
});
