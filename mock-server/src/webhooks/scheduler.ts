/**
 * The outbox's scheduler (spec 6.4's "retried at increasing intervals" as due times in the store): one clock
 * timer for the earliest due event, a pass that takes the due events out of the outbox and hands them on, and
 * the extra attempts some delivery faults ask for (`duplicate`, `redeliver-after-success`), which are timers
 * only, not durable, like the faults themselves. Due times are store ms; the clock turns them into timers.
 */
import type { Clock, TimerHandle } from '../clock.js';
import type { Store, WebhookEventRecord } from '../store/types.js';
import { timestamp } from '../timestamp.js';

/** How many due events one pass takes from the store. */
const batchSize = 256;

export interface SchedulerDeps {
  store: Store;
  clock: Pick<Clock, 'now' | 'setTimerAt' | 'clearTimer'>;
  /** Takes events out of the outbox for delivery, in due order (their `nextAttemptAt` is now null). */
  deliver(events: readonly WebhookEventRecord[]): void;
}

export class OutboxScheduler {
  private timer: { handle: TimerHandle; due: number } | null = null;
  private readonly extraTimers = new Set<TimerHandle>();
  /** A pass is queued for events already due (they go out without waiting for any clock). */
  private passQueued = false;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  /** Whether a pass for events already due is queued: the dispatcher is not idle yet. */
  get busy(): boolean {
    return this.passQueued;
  }

  /** Sets the timer for the earliest due event, or queues a pass now when one is already due. */
  arm(): void {
    if (this.stopped) return;
    const { store, clock } = this.deps;
    const due = store.nextDueAt();
    if (due === null) return;
    if (due <= clock.now()) {
      if (!this.passQueued) {
        this.passQueued = true;
        setImmediate(() => {
          this.passQueued = false;
          this.pass();
        });
      }
      return;
    }
    if (this.timer && this.timer.due <= due) return;
    if (this.timer) clock.clearTimer(this.timer.handle);
    const handle = clock.setTimerAt(due, () => {
      this.timer = null;
      this.pass();
    });
    this.timer = { handle, due };
  }

  /** Runs `fn` at store time `atMs` unless the scheduler has stopped by then (an extra, fault-injected attempt). */
  at(atMs: number, fn: () => void): void {
    if (this.stopped) return;
    const handle = this.deps.clock.setTimerAt(atMs, () => {
      this.extraTimers.delete(handle);
      if (!this.stopped) fn();
    });
    this.extraTimers.add(handle);
  }

  /** Clears every timer; nothing more is taken from the outbox. */
  stop(): void {
    this.stopped = true;
    if (this.timer) this.deps.clock.clearTimer(this.timer.handle);
    this.timer = null;
    for (const handle of this.extraTimers) this.deps.clock.clearTimer(handle);
    this.extraTimers.clear();
  }

  /** Takes the due events out of the outbox and hands them on. */
  private pass(): void {
    if (this.stopped) return;
    const { store, clock } = this.deps;
    const now = clock.now();
    const due = store.listDueEvents(now, batchSize);
    store.transaction(() => {
      for (const event of due) store.saveEvent({ ...event, nextAttemptAt: null, updatedAt: timestamp(now) });
    });
    this.deps.deliver(due);
    if (due.length === batchSize) setImmediate(() => {
      this.pass();
    });
    else this.arm();
  }
}
