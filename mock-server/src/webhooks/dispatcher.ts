/**
 * Webhook delivery (spec 4.3, 6, 8) from a durable outbox, put together from its parts: the outbox writes an
 * ingest's events in the transaction that stores its terminal state (outbox.ts, from the event catalogue), the
 * scheduler takes due events from the store (scheduler.ts), per-receiver queues bound the attempts in flight
 * (receiver-queues.ts), and each attempt signs, posts and settles (attempt.ts); delivery faults strike in
 * delivery-faults.ts. This file owns the lifecycle: start (recovering from the previous run), resend, idle, stop.
 * An attempt cut by the mock's own crash is `interrupted`: made again, not counted against the receiver.
 */
import type { Clock, VirtualClock } from '../clock.js';
import type { Logger } from '../logging.js';
import type { Seam } from '../seam/seam.js';
import type { IngestRow, Store, WebhookAttemptKind, WebhookAttemptRecord, WebhookEventRecord } from '../store/types.js';
import { timestamp } from '../timestamp.js';
import { makeAttempt } from './attempt.js';
import { writeTerminalEvents } from './outbox.js';
import { ReceiverAgents } from './receiver-agents.js';
import { receiverKey, ReceiverQueues } from './receiver-queues.js';
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
}

export class WebhookDispatcher {
  private readonly agents: ReceiverAgents;
  private readonly scheduler: OutboxScheduler;
  private readonly queues: ReceiverQueues;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly deps: DispatcherDeps) {
    // Under the virtual clock, an advance waits for the attempts its timers started.
    if (deps.clock.kind === 'virtual') (deps.clock as VirtualClock).waitForIdle(() => this.idle());
    this.agents = new ReceiverAgents({
      maxSocketsPerReceiver: deps.settings.concurrencyPerReceiver,
      ...(deps.settings.ca ? { ca: deps.settings.ca } : {}),
    });
    this.queues = new ReceiverQueues(deps.settings.concurrencyPerReceiver, (id) => this.track(this.attempt(id, 'scheduled')));
    this.scheduler = new OutboxScheduler({
      store: deps.store,
      clock: deps.clock,
      deliver: (events) => {
        for (const { partnerId, eventId } of events) {
          this.queues.push(receiverKey(partnerId, deps.store.getPartner(partnerId)?.webhookUrl), eventId);
        }
      },
    });
  }

  /**
   * Creates the events of an ingest that reached a terminal state (spec 3, 6.1): the runner's
   * `ingest.finished`. Call it inside the transaction that stores that state, so that the state and its event
   * commit together.
   */
  createEvents(row: IngestRow): WebhookEventRecord[] {
    const { store, clock, seam, checkEvents, seed, logger, settings } = this.deps;
    const written = writeTerminalEvents({ store, clock, seam, checkEvents, faults: settings.faults, seed, logger }, row);
    for (const { eventId, at } of written.duplicates) this.again(at, eventId, 'duplicate');
    this.scheduler.arm();
    return written.events;
  }

  /**
   * Recovers from the previous run and starts the scheduler. An attempt still in flight was cut by the mock's
   * own stop, not by the receiver: it is recorded `interrupted`, and a scheduled one is made again now without
   * counting against the event's retries (the receiver may get the event twice, which spec 6.4 allows).
   */
  start(): void {
    const { store, clock } = this.deps;
    const now = clock.now();
    store.transaction(() => {
      for (const attempt of store.listInFlightAttempts()) this.interrupted(attempt, now);
      // Events taken from the outbox but not started when the process stopped: due now.
      for (const event of store.listEvents({ state: 'pending', limit: Number.MAX_SAFE_INTEGER })) {
        if (event.nextAttemptAt === null && !this.hasAttemptInFlight(event.eventId)) {
          store.saveEvent({ ...event, nextAttemptAt: now, updatedAt: timestamp(now) });
        }
      }
    });
    this.scheduler.arm();
  }

  private interrupted(attempt: WebhookAttemptRecord, now: number): void {
    const { store } = this.deps;
    store.saveAttempt({
      ...attempt,
      finishedAt: timestamp(now),
      outcome: 'interrupted',
      error: 'interrupted: the mock stopped during this attempt; made again, not counted as a retry',
    });
    const event = store.getEvent(attempt.eventId);
    if (attempt.kind !== 'scheduled' || event?.state !== 'pending') return;
    store.saveEvent({ ...event, attempts: Math.max(0, event.attempts - 1), nextAttemptAt: now, updatedAt: timestamp(now) });
  }

  /** Stops taking work and waits for the attempts in flight (a graceful shutdown). */
  async stop(): Promise<void> {
    this.scheduler.stop();
    const left = this.queues.stop();
    // Events queued here but not started go back to the outbox, due now.
    const now = this.deps.clock.now();
    this.deps.store.transaction(() => {
      for (const id of left) {
        const event = this.deps.store.getEvent(id);
        if (event?.state === 'pending') this.deps.store.saveEvent({ ...event, nextAttemptAt: now, updatedAt: timestamp(now) });
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
    if (!this.deps.store.getEvent(eventIdToSend)) return undefined;
    return this.track(this.attempt(eventIdToSend, 'resend', to));
  }

  /** Resolves once no attempt is in flight, and none is queued or due now. */
  async idle(): Promise<void> {
    for (let round = 0; round < 1_000 && (this.inFlight.size > 0 || this.scheduler.busy); round++) {
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

  private hasAttemptInFlight(id: string): boolean {
    return this.deps.store.listAttempts(id).some((a) => a.outcome === 'in-flight');
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  /** An extra, fault-injected attempt at store time `atMs`; not durable, like the fault itself. */
  private again(atMs: number, id: string, kind: WebhookAttemptKind): void {
    this.scheduler.at(atMs, () => void this.track(this.attempt(id, kind)));
  }

  /** One attempt, then what it asks for: extra attempts, and the scheduler's next due event. */
  private async attempt(id: string, kind: WebhookAttemptKind, to?: string): Promise<WebhookAttemptRecord | undefined> {
    const { store, clock, seam, settings, seed, logger } = this.deps;
    const result = await makeAttempt({ store, clock, seam, settings, seed, logger, agents: this.agents }, id, kind, to);
    if (!result) return undefined;
    for (const at of result.againAt) this.again(at, id, 'redeliver-after-success');
    this.scheduler.arm();
    return result.attempt;
  }
}
