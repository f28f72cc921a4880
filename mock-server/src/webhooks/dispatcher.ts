/**
 * Webhook delivery (spec 4.3, 6, 8) from a durable outbox, put together from its parts: the outbox writes an
 * ingest's events in the transaction that stores its terminal state (outbox.ts, from the event catalogue), the
 * scheduler takes due events from the store (scheduler.ts), per-receiver queues bound the attempts in flight
 * (receiver-queues.ts), and each attempt signs, posts and settles (attempt.ts); delivery faults strike in
 * delivery-faults.ts. This file owns the lifecycle: start (recovering from the previous run), resend, idle, stop.
 * An attempt cut by the mock's own crash is `interrupted`: made again, not counted against the receiver.
 */
import type { Clock, VirtualClock } from '../clock.js';
import type { InUnit } from '../ingest/events.js';
import type { Logger } from '../logging.js';
import type { Seam } from '../seam/seam.js';
import type {
  IngestRow, LeaseRequest, Store, StoreOps, WebhookAttemptKind, WebhookAttemptRecord, WebhookEventRecord,
} from '../store/types.js';
import { isStoreUnavailable } from '../store/unavailable.js';
import { timestamp } from '../timestamp.js';
import { AttemptMaker } from './attempt.js';
import { writeTerminalEvents } from './outbox.js';
import { ReceiverAgents } from './receiver-agents.js';
import { receiverKey, ReceiverQueues, type RequestSlot } from './receiver-queues.js';
import { OutboxScheduler } from './scheduler.js';
import type { WebhookSettings } from './settings.js';

export type { WebhookSettings } from './settings.js';

export interface DispatcherDeps {
  store: Store;
  clock: Clock | VirtualClock;
  /**
   * Event data, body, signature, retry delays and the send time (spec 6.3's `t`: the wall clock even under a
   * virtual clock, or every delivery after an advance of more than 300 s would look stale).
   */
  seam: Pick<Seam, 'terminalEvents' | 'eventBody' | 'sign' | 'retryDelay' | 'redeliveryAfterSuccess' | 'sendTime'>;
  /** Check each new event against the contract (off while implementation faults are on: some break it). */
  checkEvents: boolean;
  settings: WebhookSettings;
  seed: number;
  logger: Logger;
  /**
   * Replicas share the outbox (PostgreSQL, issue #18): this replica's leases. Due events are claimed, the claim is
   * let go once the attempt has settled, and the outbox is read again every `pollMs` for the events that other
   * replicas scheduled. A replica's start recovers nothing itself: what a dead replica held is taken over when its
   * leases end. Absent: one process owns the outbox.
   */
  replica?: { owner: string; lease: () => LeaseRequest; pollMs: number };
  /** Real ms between tries to let go of claims while the database is away (default 1,000; tests: less). */
  handBackRetryMs?: number;
}

export class WebhookDispatcher {
  private readonly agents: ReceiverAgents;
  private readonly attempts: AttemptMaker;
  private readonly scheduler: OutboxScheduler;
  private readonly queues: ReceiverQueues;
  private readonly inFlight = new Set<Promise<unknown>>();
  private poll: NodeJS.Timeout | null = null;
  /**
   * Events this replica claimed but could not let go of, the database being away (issue #18): tried again every
   * second until it answers. Without this, the lease keeper would renew their leases for as long as the replica
   * lives, and nobody, this replica included, would ever claim them again.
   */
  private readonly handBacks = new Set<string>();
  private handBackTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: DispatcherDeps) {
    // Under the virtual clock, an advance waits for the attempts its timers started.
    if (deps.clock.kind === 'virtual') (deps.clock as VirtualClock).waitForIdle(this);
    this.agents = new ReceiverAgents({
      maxSocketsPerReceiver: deps.settings.concurrencyPerReceiver,
      ...(deps.settings.ca ? { ca: deps.settings.ca } : {}),
    });
    const { store, clock, seam, settings, seed, logger } = deps;
    this.attempts = new AttemptMaker({ store, clock, seam, settings, seed, logger, agents: this.agents });
    // A receiver's slot is free once the request has ended: the outcome's write to the store (PostgreSQL: a unit
    // of a few round trips) overlaps the next attempt's request instead of holding the slot. Up to three times as many
    // attempts again record themselves in flight meanwhile, and send when a slot frees: a slot never waits for that unit
    // either, and the units are larger (PostgreSQL burst of 5,000: ~970/s with as many again, ~1,070/s with three
    // times; a waiting attempt's `t` is at most three requests old, far within spec 6.3's 300 s).
    const { concurrencyPerReceiver } = deps.settings;
    this.queues = new ReceiverQueues(concurrencyPerReceiver, (id, turn) => new Promise<void>((posted) => {
      void this.track(this.attemptLogged(id, 'scheduled', { turn, posted })).finally(posted);
    }), 3 * concurrencyPerReceiver);
    this.scheduler = new OutboxScheduler({
      store: deps.store,
      clock: deps.clock,
      logger: deps.logger,
      ...(deps.replica ? { lease: deps.replica.lease, inFlightDeadlineMs: deps.replica.lease().leaseMs + deps.settings.timeoutMs } : {}),
      deliver: async (events) => {
        // Claimed again (the lease ran out during an outage): this replica holds them, nothing to let go of.
        for (const { eventId } of events) this.handBacks.delete(eventId);
        // Each receiver's URL as registered now; read once per partner and pass.
        const urls = new Map<string, string | null | undefined>();
        try {
          for (const { partnerId } of events) {
            if (!urls.has(partnerId)) urls.set(partnerId, (await deps.store.getPartner(partnerId))?.webhookUrl);
          }
        } catch (error) {
          // Claimed but not queued: let go of them, so that they are claimed again (here or on another replica).
          await this.handBack(events.map(({ eventId }) => eventId));
          throw error;
        }
        for (const { partnerId, eventId } of events) this.queues.push(receiverKey(partnerId, urls.get(partnerId)), eventId);
      },
    });
  }

  /**
   * Creates the events of an ingest that reached a terminal state (spec 3, 6.1): the runner's
   * `ingest.finished`, inside the unit that stores that state, through its `tx`, so that the state and its events
   * commit together. The scheduler hears of them once the unit has committed.
   */
  async createEvents(row: IngestRow, unit: InUnit): Promise<WebhookEventRecord[]> {
    const { clock, seam, checkEvents, seed, logger, settings } = this.deps;
    const written = await writeTerminalEvents({ store: unit.tx, clock, seam, checkEvents, faults: settings.faults, seed, logger }, row);
    unit.afterCommit(() => {
      for (const { eventId, at } of written.duplicates) this.again(at, eventId, 'duplicate');
      this.scheduler.arm();
    });
    return written.events;
  }

  /**
   * Recovers from the previous run and starts the scheduler. An attempt still in flight was cut by the mock's
   * own stop, not by the receiver: it is recorded `interrupted`, and a scheduled one is made again now without
   * counting against the event's retries (the receiver may get the event twice, which spec 6.4 allows).
   */
  async start(): Promise<void> {
    const { store, clock, replica } = this.deps;
    if (replica) {
      this.poll = setInterval(() => {
        this.scheduler.arm();
      }, replica.pollMs);
      this.poll.unref();
      this.scheduler.arm();
      return;
    }
    const now = clock.now();
    await store.transaction(async (tx) => {
      for (const attempt of await tx.listInFlightAttempts()) await this.interrupted(tx, attempt, now);
      // Events taken from the outbox but not started when the process stopped: due now.
      for (const event of await tx.listEvents({ state: 'pending', limit: Number.MAX_SAFE_INTEGER })) {
        if (event.nextAttemptAt === null && !(await this.hasAttemptInFlight(tx, event.eventId))) {
          await tx.saveEvent({ ...event, nextAttemptAt: now, updatedAt: timestamp(now) });
        }
      }
    });
    this.scheduler.arm();
  }

  private async interrupted(tx: StoreOps, attempt: WebhookAttemptRecord, now: number): Promise<void> {
    await tx.saveAttempt({
      ...attempt,
      finishedAt: timestamp(now),
      outcome: 'interrupted',
      error: 'interrupted: the mock stopped during this attempt; made again, not counted as a retry',
    });
    const event = await tx.getEvent(attempt.eventId);
    if (attempt.kind !== 'scheduled' || event?.state !== 'pending') return;
    await tx.saveEvent({ ...event, attempts: Math.max(0, event.attempts - 1), nextAttemptAt: now, updatedAt: timestamp(now) });
  }

  /** Stops taking work and waits for the attempts in flight (a graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.handBackTimer) clearTimeout(this.handBackTimer);
    this.handBackTimer = null;
    await this.scheduler.stop();
    const left = this.queues.stop();
    // Events queued here but not started go back to the outbox, due now.
    const now = this.deps.clock.now();
    await this.deps.store.transaction(async (tx) => {
      for (const id of left) {
        const event = await tx.getEvent(id);
        if (event?.state === 'pending') await tx.saveEvent({ ...event, nextAttemptAt: now, updatedAt: timestamp(now) });
      }
    });
    await Promise.allSettled([...this.inFlight]);
    this.agents.destroy();
  }

  /**
   * Delivers an event again now, as a new attempt (operator API). Resolves with the attempt. With `to`, the
   * attempt goes to that URL once instead of the registered one (`stripe events resend` style): the
   * registration is not changed, and the event's state does not move, since its receiver did not get it.
   */
  async resend(eventIdToSend: string, to?: string): Promise<WebhookAttemptRecord | undefined> {
    if (!(await this.deps.store.getEvent(eventIdToSend))) return undefined;
    return this.track(this.attempt(eventIdToSend, 'resend', to));
  }

  /** An attempt is in flight, or the scheduler is reading or passing over due events. */
  get busy(): boolean {
    return this.inFlight.size > 0 || this.scheduler.busy;
  }

  /** Resolves once no attempt is in flight, and none is queued or due now. */
  async idle(): Promise<void> {
    for (let round = 0; round < 1_000 && this.busy; round++) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Attempts in flight or queued, for the operator API and benchmarks. */
  get load(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight.size, queued: this.queues.queued };
  }

  /** Receivers with a queue (an attempt queued or in flight) and with an agent (in use, or idle for a while). */
  get receivers(): { queues: number; agents: number } {
    return { queues: this.queues.size, agents: this.agents.size };
  }

  private async hasAttemptInFlight(tx: StoreOps, id: string): Promise<boolean> {
    return (await tx.listAttempts(id)).some((a) => a.outcome === 'in-flight');
  }

  /** Keeps `promise` until it settles (stop and idle wait for it); the caller handles its rejection. */
  private track<T>(promise: Promise<T>): Promise<T> {
    const settled = promise.then(() => undefined, () => undefined);
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
    return promise;
  }

  /** An extra, fault-injected attempt at store time `atMs`; not durable, like the fault itself. */
  private again(atMs: number, id: string, kind: WebhookAttemptKind): void {
    this.scheduler.at(atMs, () => void this.track(this.attemptLogged(id, kind)));
  }

  /** An attempt nobody awaits (a queue's, a timer's): a failure of the store is logged, never unhandled. */
  private async attemptLogged(id: string, kind: WebhookAttemptKind, slot?: RequestSlot): Promise<void> {
    try {
      await this.attempt(id, kind, undefined, slot);
    } catch (error) {
      this.deps.logger.error({ err: error, eventId: id, kind }, 'webhook attempt failed');
    }
  }

  /**
   * Lets go of claimed events (replicas only), with any left from before. When the database is away, the first
   * release that fails keeps them all in `handBacks` (one failed round trip, not one per event), let go of once it
   * answers; each event is then claimed when due, and an attempt it left in flight is `interrupted`.
   */
  private async handBack(ids: readonly string[]): Promise<void> {
    const { replica, store } = this.deps;
    if (!replica) return;
    for (const id of ids) this.handBacks.add(id);
    for (const id of [...this.handBacks]) {
      try {
        await store.releaseClaim('event', id, replica.owner);
      } catch (error) {
        if (!isStoreUnavailable(error)) {
          this.handBacks.delete(id);
          if (this.handBacks.size > 0) this.handBackLater();
          throw error;
        }
        this.handBackLater();
        return;
      }
      this.handBacks.delete(id);
    }
  }

  private handBackLater(): void {
    if (this.stopped || this.handBackTimer) return;
    this.handBackTimer = setTimeout(() => {
      this.handBackTimer = null;
      void this.track(this.handBack([]).then(() => {
        this.scheduler.arm();
      }, (error: unknown) => {
        this.deps.logger.error({ err: error }, 'could not let go of a webhook event');
      }));
    }, this.deps.handBackRetryMs ?? 1_000);
    this.handBackTimer.unref();
  }

  /** One attempt, then what it asks for: extra attempts, and the scheduler's next due event. */
  private async attempt(id: string, kind: WebhookAttemptKind, to?: string, slot?: RequestSlot): Promise<WebhookAttemptRecord | undefined> {
    let result: Awaited<ReturnType<AttemptMaker['make']>>;
    try {
      result = await this.attempts.make(id, kind, to, slot);
    } finally {
      // The attempt has settled (or could not start): its next one, if any, is due for whichever replica claims it.
      // An event it finished was let go of by the save that finished it (Store.saveEvent): nothing to hand back.
      if (kind === 'scheduled' && result?.state !== 'finished') await this.handBack([id]);
    }
    if (!result) return undefined;
    for (const at of result.againAt) this.again(at, id, 'redeliver-after-success');
    // A pending event has a new due time (a retry): the scheduler's timer may need to move. A finished one has none,
    // and reading the outbox's earliest due time after each delivery cost PostgreSQL ~5 ms a read in a burst.
    if (result.state === 'pending') this.scheduler.arm();
    return result.attempt;
  }
}
