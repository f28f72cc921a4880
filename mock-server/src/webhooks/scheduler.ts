/**
 * The outbox's scheduler (spec 6.4's "retried at increasing intervals" as due times in the store): one clock
 * timer for the earliest due event, a pass that takes the due events out of the outbox and hands them on, and
 * the extra attempts some delivery faults ask for (`duplicate`, `redeliver-after-success`), which are timers
 * only, not durable, like the faults themselves. Due times are store ms; the clock turns them into timers.
 * Reads of the store are asynchronous: the scheduler is busy while one is on its way, and a failed one is logged
 * and tried again a second later (real time), never left as an unhandled rejection.
 */
import type { Clock, TimerHandle } from '../clock.js';
import type { Logger } from '../logging.js';
import type { LeaseRequest, Store, StoreOps, WebhookAttemptRecord, WebhookEventRecord } from '../store/types.js';
import { timestamp } from '../timestamp.js';

/** How many due events one pass takes from the store. */
const batchSize = 256;

/** Real ms before a failed read of the outbox is tried again. */
const retryAfterFailureMs = 1_000;

export interface SchedulerDeps {
  store: Store;
  clock: Pick<Clock, 'now' | 'setTimerAt' | 'clearTimer'>;
  /** Takes events out of the outbox for delivery, in due order (their `nextAttemptAt` is now null). */
  deliver(events: readonly WebhookEventRecord[]): Promise<void>;
  logger: Pick<Logger, 'error'>;
  /**
   * Replicas share the outbox (PostgreSQL, issue #18): a pass claims its due events for this replica
   * (`claimDueEvents`: FOR UPDATE SKIP LOCKED with a lease), so that two replicas never send the same attempt.
   * Absent: one process owns the outbox and takes what is due.
   */
  lease?: () => LeaseRequest;
  /**
   * With `lease`: how long after its claim an event in flight falls due again should its replica die (the lease and
   * the attempt's timeout). While the replica lives its lease keeps the event from anyone else, and the attempt's
   * end sets the real next due time.
   */
  inFlightDeadlineMs?: number;
}

export class OutboxScheduler {
  private timer: { handle: TimerHandle; due: number } | null = null;
  private readonly extraTimers = new Set<TimerHandle>();
  /** A pass is queued for events already due (they go out without waiting for any clock). */
  private passQueued = false;
  private stopped = false;
  /** Reads of the earliest due time on their way (one at most). */
  private arming = 0;
  /** arm() was called while a read was on its way: read again once it is back. */
  private armAgain = false;
  /** The pass in progress, if any. */
  private passing: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly deps: SchedulerDeps) {}

  /** Whether a read or a pass is on its way, or a pass for events already due is queued: the dispatcher is not idle yet. */
  get busy(): boolean {
    return this.passQueued || this.arming > 0 || this.passing !== null;
  }

  /**
   * Sets the timer for the earliest due event, or queues a pass now when one is already due. While a read of the
   * earliest due time is on its way, the calls made meanwhile (a burst of ingests finishing, each arming) make one
   * more read once it has come back, not one each: that read sees every event committed before them.
   */
  arm(): void {
    if (this.stopped) return;
    if (this.arming > 0) {
      this.armAgain = true;
      return;
    }
    this.arming++;
    this.deps.store.nextDueAt().then((due) => {
      this.armAt(due);
    }, (error: unknown) => {
      this.failed(error);
    }).finally(() => {
      this.arming--;
      if (this.armAgain) {
        this.armAgain = false;
        this.arm();
      }
    });
  }

  private armAt(due: number | null): void {
    if (this.stopped || due === null) return;
    const { clock } = this.deps;
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

  /**
   * Clears every timer; nothing more is taken from the outbox. Resolves once the pass in progress, if any, has
   * handed on what it took (so that the dispatcher finds it queued).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) this.deps.clock.clearTimer(this.timer.handle);
    this.timer = null;
    for (const handle of this.extraTimers) this.deps.clock.clearTimer(handle);
    this.extraTimers.clear();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.passing;
  }

  private failed(error: unknown): void {
    this.deps.logger.error({ err: error }, 'webhook outbox: reading the store failed; trying again');
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.arm();
    }, retryAfterFailureMs);
    this.retry.unref();
  }

  /** Takes the due events out of the outbox and hands them on. */
  private pass(): void {
    if (this.stopped || this.passing) return;
    this.passing = this.takeDue().catch((error: unknown) => {
      this.failed(error);
      return 0;
    }).then((taken) => {
      this.passing = null;
      if (taken === batchSize) setImmediate(() => {
        this.pass();
      });
      else this.arm();
    });
  }

  /** One pass: the due events taken out of the outbox (read and cleared in one unit), then handed on. */
  private async takeDue(): Promise<number> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const due = await store.transaction(async (tx) => {
      const { lease } = this.deps;
      if (!lease) {
        const events = await tx.listDueEvents(now, batchSize);
        for (const event of events) await tx.saveEvent({ ...event, nextAttemptAt: null, updatedAt: timestamp(now) });
        return events;
      }
      // Claimed with their in-flight deadline as due time, in the claim's own write.
      const events = await tx.claimDueEvents(now, lease(), batchSize, now + (this.deps.inFlightDeadlineMs ?? 0));
      // Claimed events whose attempt a dead replica left in flight: one read for the whole batch (a handful are in flight).
      const leftInFlight = events.length > 0 ? await inFlightOf(tx, events) : new Map<string, WebhookAttemptRecord[]>();
      for (const event of events) {
        const inFlight = leftInFlight.get(event.eventId);
        if (inFlight) await tx.saveEvent({ ...(await takeOver(tx, event, inFlight, now)), updatedAt: timestamp(now) });
      }
      return events;
    });
    await this.deps.deliver(due);
    return due.length;
  }
}

/**
 * An event claimed from a replica that died during its attempt (issue #18): the attempt it left in flight is
 * recorded `interrupted`, and a scheduled one costs no retry, as after a restart of a single mock.
 */
async function takeOver(
  tx: StoreOps, event: WebhookEventRecord, inFlight: WebhookAttemptRecord[], now: number,
): Promise<WebhookEventRecord> {
  let taken = event;
  for (const attempt of inFlight) {
    await tx.saveAttempt({
      ...attempt,
      finishedAt: timestamp(now),
      outcome: 'interrupted',
      error: 'interrupted: the replica making this attempt stopped; made again by another, not counted as a retry',
    });
    if (attempt.kind === 'scheduled') taken = { ...taken, attempts: Math.max(0, taken.attempts - 1) };
  }
  return taken;
}

/** The attempts in flight of `events`, by event id. */
async function inFlightOf(tx: StoreOps, events: WebhookEventRecord[]): Promise<Map<string, WebhookAttemptRecord[]>> {
  const ids = new Set(events.map((event) => event.eventId));
  const byEvent = new Map<string, WebhookAttemptRecord[]>();
  for (const attempt of await tx.listInFlightAttempts()) {
    if (ids.has(attempt.eventId)) byEvent.set(attempt.eventId, [...(byEvent.get(attempt.eventId) ?? []), attempt]);
  }
  return byEvent;
}
