/**
 * Time for the mock server, in one place. Callers speak store time: wall-clock milliseconds since the epoch
 * (or the virtual clock's own "now"), which is what timestamps, due times and the ledger hold, so receivers
 * see real `t` values. Durations the config and scenarios state (resource loading, scenario delays, retry
 * gaps, fault delays) are simulated durations: {@link Clock.fromSimulated} turns one into store ms, dividing
 * by the time scale of a real clock. Only this module reads the time scale. HTTP timeouts never go through a
 * Clock: they are real time.
 */
import { timestamp } from './timestamp.js';

/** A scheduled timer; pass it to {@link Clock.clearTimer}. */
export interface TimerHandle {
  readonly id: number;
}

/** The clock as the operator sees it (`GET /_operator/clock`). */
export interface ClockView {
  kind: 'real' | 'virtual';
  now: string;
  nowMs: number;
  /** Simulated time runs this many times faster than the wall clock (real clock); 1 for virtual. */
  timeScale: number;
  pendingTimers: number;
}

export interface Clock {
  readonly kind: 'real' | 'virtual';
  /** Store time: milliseconds since the Unix epoch. */
  now(): number;
  /** A simulated duration (config, scenarios, retry schedule) as store ms: divided by a real clock's time scale. */
  fromSimulated(simulatedMs: number): number;
  /** Runs `fn` once the clock reaches store time `atMs` (at once, on the next timer turn, if it already has). */
  setTimerAt(atMs: number, fn: () => void): TimerHandle;
  /** Runs `fn` once `simulatedMs` of simulated time has passed: `setTimerAt(now() + fromSimulated(simulatedMs))`. */
  setTimer(simulatedMs: number, fn: () => void): TimerHandle;
  clearTimer(handle: TimerHandle): void;
  /** Timers scheduled and not yet fired. */
  pendingTimers(): number;
  /** What the operator API shows of the clock. */
  describe(): ClockView;
}

/** Options of {@link createRealClock}. */
export interface RealClockOptions {
  /** Simulated durations are divided by this factor (`--time-scale`). Default 1. */
  timeScale?: number;
  /** Wall-clock source, for tests. Default `Date.now`. */
  wallNow?: () => number;
}

/** The longest delay setTimeout honours (a signed 32-bit number of milliseconds). */
export const maxTimeoutMs = 2 ** 31 - 1;

export function createRealClock(options: RealClockOptions = {}): Clock {
  const timeScale = options.timeScale ?? 1;
  if (!(timeScale > 0) || !Number.isFinite(timeScale)) throw new RangeError('timeScale must be a positive number');
  const wallNow = options.wallNow ?? Date.now;
  const timers = new Map<number, NodeJS.Timeout>();
  let nextId = 1;
  const fromSimulated = (simulatedMs: number) => simulatedMs / timeScale;
  /** Runs `fn` after `wallMs` of wall-clock time. */
  const after = (wallMs: number, fn: () => void): TimerHandle => {
    const id = nextId++;
    // setTimeout holds at most 2^31 - 1 ms (about 24.8 days) and fires at once beyond it: a longer wait is
    // a chain of shorter ones.
    const arm = (remaining: number) => {
      const step = Math.min(remaining, maxTimeoutMs);
      timers.set(id, setTimeout(() => {
        if (remaining > step) {
          arm(remaining - step);
          return;
        }
        timers.delete(id);
        fn();
      }, step));
    };
    arm(Math.max(0, wallMs));
    return { id };
  };
  const clock: Clock = {
    kind: 'real',
    now: wallNow,
    fromSimulated,
    setTimerAt: (atMs, fn) => after(atMs - wallNow(), fn),
    setTimer: (simulatedMs, fn) => after(fromSimulated(Math.max(0, simulatedMs)), fn),
    clearTimer(handle) {
      const timeout = timers.get(handle.id);
      if (timeout) clearTimeout(timeout);
      timers.delete(handle.id);
    },
    pendingTimers: () => timers.size,
    describe: () => view(clock, timeScale),
  };
  return clock;
}

function view(clock: Clock, timeScale: number): ClockView {
  const now = clock.now();
  return { kind: clock.kind, now: timestamp(now), nowMs: now, timeScale, pendingTimers: clock.pendingTimers() };
}

interface VirtualTimer {
  id: number;
  due: number;
  fn: () => void;
}

/** A part of the mock whose work a virtual clock's advance waits for (VirtualClock.waitForIdle). */
export interface Settling {
  /** Resolves once the part's work under way or queued has settled. */
  idle(): Promise<unknown>;
  /** Work is under way or queued now. */
  readonly busy: boolean;
}

/** A clock that moves only when told to (`--clock virtual`, `POST /_operator/clock/advance`). */
export interface VirtualClock extends Clock {
  readonly kind: 'virtual';
  /**
   * Moves time forward by `ms`, firing every timer that falls due, in due order (ties in scheduling
   * order). Between timers it lets pending I/O callbacks run, so that work a timer starts can schedule
   * its own timers inside the same advance. Resolves with the number of timers fired.
   */
  advance(ms: number): Promise<number>;
  /**
   * Registers a part whose work `advance` waits for after each timer it fires (real I/O the timer started, such
   * as a webhook attempt), so that one advance can run a whole retry schedule. The work must not itself
   * wait on this clock. After each timer the advance waits for every part's `idle()` again, until a round ends with
   * none `busy` (one part's work may start another's a loop phase later: a batch of the runner's that finishes an
   * ingest arms the dispatcher's pass).
   */
  waitForIdle(part: Settling): void;
  /**
   * Moves time forward to store time `atMs` (nothing when it is already there) as `advance` does, but without
   * telling the `onMove` listeners: the way a replica follows the now that another replica's advance set (issue #18,
   * replica/shared-clock.ts). Resolves with the number of timers fired.
   */
  follow(atMs: number): Promise<number>;
  /**
   * Registers a listener that `advance` awaits each time it moves the now (to each fired timer's due time, then to
   * the end): a replica writes the shared now there before the work of that moment starts.
   */
  onMove(listener: (nowMs: number) => Promise<void>): void;
}

/** Rounds of waiting after a timer at most: a part that never settles (steady traffic) does not hold an advance for ever. */
const maxSettleRounds = 100;

/** Lets already-queued promise callbacks and I/O callbacks run. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function createVirtualClock(options: { start?: number } = {}): VirtualClock {
  let current = options.start ?? Date.now();
  let nextId = 1;
  const timers: VirtualTimer[] = [];
  const parts: Settling[] = [];
  const moveListeners: ((nowMs: number) => Promise<void>)[] = [];
  let advancing: Promise<number> = Promise.resolve(0);
  const settle = async () => {
    for (let round = 0; round < maxSettleRounds; round++) {
      await yieldToEventLoop();
      await Promise.all(parts.map((part) => part.idle()));
      await yieldToEventLoop();
      if (!parts.some((part) => part.busy)) return;
    }
  };

  const nextDue = (limit: number): VirtualTimer | undefined => {
    let best: VirtualTimer | undefined;
    for (const timer of timers) {
      if (timer.due <= limit && (!best || timer.due < best.due || (timer.due === best.due && timer.id < best.id))) {
        best = timer;
      }
    }
    return best;
  };

  const moved = async (to: number, tell: boolean) => {
    if (to <= current) return;
    current = to;
    if (tell) for (const listener of moveListeners) await listener(current);
  };

  const run = async (target: number, tell: boolean): Promise<number> => {
    let fired = 0;
    await settle();
    for (let timer = nextDue(target); timer; timer = nextDue(target)) {
      timers.splice(timers.indexOf(timer), 1);
      await moved(timer.due, tell);
      timer.fn();
      fired++;
      await settle();
    }
    await moved(target, tell);
    return fired;
  };

  const at = (atMs: number, fn: () => void): TimerHandle => {
    const timer = { id: nextId++, due: Math.max(current, atMs), fn };
    timers.push(timer);
    return { id: timer.id };
  };

  const clock: VirtualClock = {
    kind: 'virtual',
    now: () => current,
    // Virtual time is simulated time: nothing to scale.
    fromSimulated: (simulatedMs) => simulatedMs,
    setTimerAt: at,
    setTimer: (simulatedMs, fn) => at(current + Math.max(0, simulatedMs), fn),
    clearTimer(handle) {
      const index = timers.findIndex((t) => t.id === handle.id);
      if (index >= 0) timers.splice(index, 1);
    },
    pendingTimers: () => timers.length,
    describe: () => view(clock, 1),
    waitForIdle(part) {
      parts.push(part);
    },
    onMove(listener) {
      moveListeners.push(listener);
    },
    advance(ms) {
      // Advances run one after another, never interleaved; the target is counted from where the previous one ended.
      advancing = advancing.catch(() => 0).then(() => run(current + Math.max(0, ms), true));
      return advancing;
    },
    follow(atMs) {
      advancing = advancing.catch(() => 0).then(() => run(atMs, false));
      return advancing;
    },
  };
  return clock;
}

/**
 * The same clock, its `now` `offsetMs` ahead (the `clock-ahead-90s` variant): due times given to
 * `setTimerAt` are in the shifted time, so they are shifted back; durations, the time scale and a virtual
 * clock's `advance` are the original's.
 */
export function shiftClock<C extends Clock>(clock: C, offsetMs: number): C {
  const now = () => clock.now() + offsetMs;
  const shifted: Partial<Clock> = {
    now,
    setTimerAt: (atMs, fn) => clock.setTimerAt(atMs - offsetMs, fn),
    describe: () => {
      const original = clock.describe();
      const at = original.nowMs + offsetMs;
      return { ...original, now: timestamp(at), nowMs: at };
    },
  };
  return new Proxy(clock, {
    get(target, property, receiver) {
      if (typeof property === 'string' && property in shifted) return shifted[property as keyof Clock];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
