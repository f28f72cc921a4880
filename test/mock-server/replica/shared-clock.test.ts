/**
 * The virtual clock shared by replicas (issue #18), in one process: an advance tells the shared now at each step
 * before the moment's work starts; `follow` moves to another replica's now firing this replica's timers in order
 * without telling; a replica starts at the sandbox's now, and refuses a sandbox whose clock is of the other kind.
 * (The sandbox here is a plain object; test/mock-server/replicas/ runs real processes on a real PostgreSQL.)
 */
import { describe, expect, it } from 'vitest';
import { createRealClock, createVirtualClock } from '../../../mock-server/src/clock.js';
import { OperatorFeed } from '../../../mock-server/src/operator/feed.js';
import { SharedVirtualClock, startClock } from '../../../mock-server/src/replica/shared-clock.js';
import type { SandboxClockOps, SandboxClockRecord } from '../../../mock-server/src/store/types.js';

const T = 1_800_000_000_000;

function sandbox(held: SandboxClockRecord | null): SandboxClockOps & { held: SandboxClockRecord | null; moves: number[] } {
  const s = {
    held,
    moves: [] as number[],
    claim(clock: SandboxClockRecord) {
      s.held ??= clock;
      return Promise.resolve(s.held);
    },
    now: () => Promise.resolve(s.held?.nowMs ?? null),
    moveTo(nowMs: number) {
      s.moves.push(nowMs);
      const next = Math.max(s.held!.nowMs!, nowMs);
      s.held = { kind: 'virtual', nowMs: next };
      return Promise.resolve(next);
    },
  };
  return s;
}

const logger = { warn: () => undefined };

describe('the virtual clock between replicas', () => {
  it('advance tells each step before the timers of that moment fire; follow fires timers in order and tells nobody', async () => {
    const clock = createVirtualClock({ start: T });
    const told: number[] = [];
    const log: string[] = [];
    clock.onMove(async (now) => {
      told.push(now);
      log.push(`told ${now - T}`);
      await Promise.resolve();
    });
    clock.setTimerAt(T + 20, () => log.push(`fired ${clock.now() - T}`));
    clock.setTimerAt(T + 10, () => log.push(`fired ${clock.now() - T}`));
    expect(await clock.advance(30)).toBe(2);
    expect(log).toEqual(['told 10', 'fired 10', 'told 20', 'fired 20', 'told 30']);

    clock.setTimerAt(T + 50, () => log.push(`followed ${clock.now() - T}`));
    expect(await clock.follow(T + 60)).toBe(1);
    expect(clock.now()).toBe(T + 60);
    expect(log.at(-1)).toBe('followed 50');
    expect(told).toEqual([T + 10, T + 20, T + 30]);
    // Never back.
    expect(await clock.follow(T)).toBe(0);
    expect(clock.now()).toBe(T + 60);
  });

  it('a replica starts at the sandbox\'s virtual now; the first one sets it', async () => {
    const empty = sandbox(null);
    const make = (start?: number) => createVirtualClock(start === undefined ? {} : { start });
    const first = await startClock({ kind: 'virtual', make, injected: undefined, sandbox: empty });
    expect(empty.held).toEqual({ kind: 'virtual', nowMs: first.now() });
    const later = sandbox({ kind: 'virtual', nowMs: T });
    const second = await startClock({ kind: 'virtual', make, injected: undefined, sandbox: later });
    expect(second.now()).toBe(T);
    // An injected clock behind the sandbox follows it; one ahead moves the sandbox up.
    const behind = createVirtualClock({ start: T - 5_000 });
    await startClock({ kind: 'virtual', make, injected: behind, sandbox: later });
    expect(behind.now()).toBe(T);
    const ahead = createVirtualClock({ start: T + 5_000 });
    await startClock({ kind: 'virtual', make, injected: ahead, sandbox: later });
    expect(later.held).toEqual({ kind: 'virtual', nowMs: T + 5_000 });
  });

  it('refuses to start on a sandbox whose clock is of the other kind, saying what to do', async () => {
    const real = () => createRealClock();
    await expect(startClock({ kind: 'real', make: real, injected: undefined, sandbox: sandbox({ kind: 'virtual', nowMs: T }) }))
      .rejects.toThrow(/sandbox runs a virtual clock.*start this replica with --clock virtual/);
    const virtual = () => createVirtualClock();
    await expect(startClock({ kind: 'virtual', make: virtual, injected: undefined, sandbox: sandbox({ kind: 'real', nowMs: null }) }))
      .rejects.toThrow(/sandbox runs the real clock.*without --clock virtual/);
  });

  it('an advance writes the shared now; another replica catches up before a request, firing its own timers', async () => {
    const shared = sandbox({ kind: 'virtual', nowMs: T });
    const a = createVirtualClock({ start: T });
    const b = createVirtualClock({ start: T });
    const feedA = new OperatorFeed({ intervalMs: 0 });
    const feedB = new OperatorFeed({ intervalMs: 0 });
    // A's shared clock registers itself on A's clock: its advances write the shared now.
    const onA = new SharedVirtualClock({ clock: a, sandbox: shared, feed: feedA, logger });
    const onB = new SharedVirtualClock({ clock: b, sandbox: shared, feed: feedB, logger });
    let firedOnB = 0;
    b.setTimerAt(T + 3_600_000, () => {
      firedOnB = b.now();
    });
    await a.advance(3_600_000);
    expect(shared.held!.nowMs).toBe(T + 3_600_000);
    expect(b.now()).toBe(T);
    await onB.catchUp();
    expect(b.now()).toBe(T + 3_600_000);
    expect(firedOnB).toBe(T + 3_600_000);
    // B followed; it wrote nothing (only A's advance did).
    expect(shared.moves).toEqual([T + 3_600_000]);
    await onA.catchUp();
    expect(a.now()).toBe(T + 3_600_000);
  });

  it('a request does not wait longer than the catch-up limit for work its own replica is doing', async () => {
    const shared = sandbox({ kind: 'virtual', nowMs: T + 1_000 });
    const b = createVirtualClock({ start: T });
    // Work that never settles (a receiver calling back into this replica during its own delivery).
    b.waitForIdle({ idle: () => new Promise(() => undefined), busy: true });
    const onB = new SharedVirtualClock({ clock: b, sandbox: shared, feed: new OperatorFeed(), logger, catchUpWaitMs: 50 });
    // Resolves (without the limit this test would hang), while the replica is still catching up.
    await onB.catchUp();
    expect(b.now()).toBe(T);
  });
});
