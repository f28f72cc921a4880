/** The padding of unreachable failures (issue #17, address probing), on an injected clock: no wall time. */
import { describe, expect, it } from 'vitest';
import { padFrom, type PadTimer, UNREACHABLE_MIN_MS } from '../../../mock-server/src/fetch/unreachable-pad.js';

/** A clock that only moves when the test or a sleep moves it. */
function fakeTimer(): PadTimer & { advance(ms: number): void } {
  let now = 1_000;
  return {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

describe('padFrom', () => {
  it('answers every failure faster than the minimum at the minimum exactly, whatever it took', async () => {
    const answeredAfter: number[] = [];
    // A refused port, one that resets, one that is not HTTP, one at the minimum less a millisecond.
    for (const took of [66, 10, 5, 0, UNREACHABLE_MIN_MS - 1]) {
      const timer = fakeTimer();
      const started = timer.now();
      timer.advance(took);
      await padFrom(started, timer);
      answeredAfter.push(timer.now() - started);
    }
    expect(new Set(answeredAfter)).toEqual(new Set([UNREACHABLE_MIN_MS]));
  });

  it('adds nothing to a failure that already took longer', async () => {
    const timer = fakeTimer();
    const started = timer.now();
    timer.advance(UNREACHABLE_MIN_MS + 450);
    await padFrom(started, timer);
    expect(timer.now() - started).toBe(UNREACHABLE_MIN_MS + 450);
  });
});
