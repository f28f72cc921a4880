/**
 * Webhook delivery (spec 4.3, 6, 8) from a durable outbox. Events are written in the same transaction
 * as the ingest's terminal state; a scheduler takes due events from the store, per-receiver queues with
 * a concurrency limit deliver them (a receiver is a partner and its full URL: a slow or dead receiver only
 * fills its own queue, which holds event ids, never bodies, and its own sockets), and every attempt is
 * recorded before and after it runs, so that a crash never loses an event nor repeats a finished attempt.
 * An attempt cut by the mock's own crash is `interrupted`: made again, not counted against the receiver.
 * Pure parts: signature.ts, retry-policy.ts, faults.ts. What an event carries, how it is signed and when it
 * is retried come from the seam (seam/), spec-exact by default.
 */
import { validateWebhookEvent } from '../../../generated/validators.js';
import type { Clock, TimerHandle, VirtualClock } from '../clock.js';
import type { AddressPolicy } from '../fetch/address-policy.js';
import type { Resolve } from '../fetch/outbound.js';
import { checkUrlPolicy } from '../fetch/url-policy.js';
import { timestamp } from '../ingest/record.js';
import type { Logger } from '../logging.js';
import type { Seam } from '../seam/seam.js';
import type {
  IngestRow,
  PartnerRecord,
  Store,
  WebhookAttemptKind,
  WebhookAttemptRecord,
  WebhookEventRecord,
  WebhookFaultMark,
  WebhookFaultName,
} from '../store/types.js';
import { eventId } from './event-id.js';
import { invalidV1, mergeFaults, roll, strikes, type WebhookFaults } from './faults.js';
import { type PostOutcome, postWebhook, ReceiverAgents } from './http-post.js';
import { signingSecrets } from './signing-keys.js';

export interface WebhookSettings {
  /** Spec 4.3, 6.4: any 2xx within 10 s. Real time, never scaled. */
  timeoutMs: number;
  concurrencyPerReceiver: number;
  /** PEM of CAs to trust for HTTPS receivers besides Node's default CAs (webhooks.caFile, outbound.caFile). */
  ca?: string | Buffer;
  /** Faults for every partner (partners and scenarios add their own). */
  faults: WebhookFaults;
  allowHttpLoopback: boolean;
  /** Which addresses receivers may have (config outbound.*), checked at every attempt; the defaults when absent. */
  addresses?: AddressPolicy;
  /** Resolves receivers' host names (default dns.lookup); injected in tests. */
  resolve?: Resolve;
  userAgent: string;
  /** Sign with every valid key of the partner (one `v1` each) instead of its signing key alone (ours, opt-in). */
  signWithAllKeys: boolean;
}

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

/** How an attempt ended: a POST's outcome, or a failure before any request (no URL, refused URL, a crash). */
type AttemptOutcome = Omit<PostOutcome, 'responseBody' | 'responseBodyTruncated'> & Partial<Pick<PostOutcome, 'responseBody' | 'responseBodyTruncated'>>;

/** How many due events one pass of the scheduler takes from the store. */
const batchSize = 256;
/** A future event type, injected by the `unknown-event-type` fault: receivers must ignore it (spec 6.1). */
const unknownEventType = 'draft.created';
const staleBySeconds = 600;

interface Receiver {
  active: number;
  queue: string[];
}

/**
 * The queue (and socket pool) an event goes through: its partner and the full URL, so that a dead receiver
 * never holds up another partner's, nor another path on the same host and port (issue #13).
 */
function receiverKey(partnerId: string, url: string | null | undefined): string {
  return url ? `${partnerId} ${url}` : `partner:${partnerId}`;
}

export class WebhookDispatcher {
  private readonly agents: ReceiverAgents;
  private readonly receivers = new Map<string, Receiver>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly extraTimers = new Set<TimerHandle>();
  private timer: { handle: TimerHandle; due: number } | null = null;
  /** A pump is queued for events already due (they go out without waiting for any clock). */
  private dueNow = false;
  private stopped = false;

  constructor(private readonly deps: DispatcherDeps) {
    // Under the virtual clock, an advance waits for the attempts its timers started.
    if (deps.clock.kind === 'virtual') (deps.clock as VirtualClock).waitForIdle(() => this.idle());
    this.agents = new ReceiverAgents({
      maxSocketsPerReceiver: deps.settings.concurrencyPerReceiver,
      ...(deps.settings.ca ? { ca: deps.settings.ca } : {}),
    });
  }

  /**
   * Creates the events of an ingest that reached a terminal state (spec 3, 6.1). Call it inside the
   * transaction that stores that state, so that the state and its event commit together.
   */
  createEvents(row: IngestRow): WebhookEventRecord[] {
    const { store, clock, seed } = this.deps;
    const partner = store.getPartner(row.partnerId);
    const faults = mergeFaults(this.deps.settings.faults, partner?.webhookFaults, row.plan.webhookFaults);
    const now = clock.now();
    const events = this.deps.seam.terminalEvents(row)
      .map((e) => this.newEvent(row, partner, faults, e.eventType, e.occurredAt, e.data, now));
    const first = events[0];
    if (first && strikes(faults, 'unknown-event-type', seed, first.seq)) {
      const data = { draftId: `d_${first.seq}`, note: 'injected by partner-ingest-kit: ignore unknown event types (spec 6.1)' };
      const extra = this.newEvent(row, partner, {}, unknownEventType, first.occurredAt, data, now);
      extra.faults.push({ name: 'unknown-event-type', detail: `extra event of type ${unknownEventType} after ${first.eventId}` });
      store.saveEvent(extra);
      events.push(extra);
    }
    this.arm();
    return events;
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
    this.arm();
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
    this.stopped = true;
    if (this.timer) this.deps.clock.clearTimer(this.timer.handle);
    this.timer = null;
    for (const handle of this.extraTimers) this.deps.clock.clearTimer(handle);
    this.extraTimers.clear();
    // Events queued here but not started go back to the outbox, due now.
    const now = this.deps.clock.now();
    this.deps.store.transaction(() => {
      for (const receiver of this.receivers.values()) {
        for (const id of receiver.queue.splice(0)) {
          const event = this.deps.store.getEvent(id);
          if (event?.state === 'pending') this.deps.store.saveEvent({ ...event, nextAttemptAt: now, updatedAt: timestamp(now) });
        }
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
    for (let round = 0; round < 1_000 && (this.inFlight.size > 0 || this.dueNow); round++) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Attempts in flight or queued, for the operator API and benchmarks. */
  get load(): { inFlight: number; queued: number } {
    let queued = 0;
    for (const receiver of this.receivers.values()) queued += receiver.queue.length;
    return { inFlight: this.inFlight.size, queued };
  }

  private newEvent(
    row: IngestRow,
    partner: PartnerRecord | undefined,
    faults: WebhookFaults,
    eventType: string,
    occurredAt: string,
    data: unknown,
    now: number,
  ): WebhookEventRecord {
    const { store, seed, clock } = this.deps;
    const seq = store.nextSequence('webhookEvent');
    const id = eventId(now, seq);
    const body = JSON.stringify({ eventId: id, eventType, occurredAt, data });
    // The envelope is checked against the contract before it leaves (a failure here is a bug of the mock),
    // unless implementation faults are on: some of them break the contract on purpose.
    if (this.deps.checkEvents && !validateWebhookEvent(JSON.parse(body))) {
      throw new Error(`webhook event breaks the contract: ${JSON.stringify(validateWebhookEvent.errors)}`);
    }
    const marks: WebhookFaultMark[] = [];
    let due = now;
    const reorder = faults.reorder;
    if (reorder && strikes(faults, 'reorder', seed, seq)) {
      const holdMs = Math.floor(roll(seed, seq, 'reorder', 1) * reorder.windowMs);
      due = now + holdMs / clock.timeScale;
      marks.push({ name: 'reorder', detail: `held ${holdMs} ms (simulated) so events leave out of order` });
    }
    for (const name of ['duplicate', 'redeliver-after-success'] as const) {
      const setting = faults[name];
      if (setting && strikes(faults, name, seed, seq)) marks.push({ name, detail: `after ${setting.delayMs} ms (simulated)` });
    }
    const deliverable = Boolean(partner?.webhookUrl);
    const event: WebhookEventRecord = {
      eventId: id,
      seq,
      partnerId: row.partnerId,
      ingestId: row.ingestId,
      eventType,
      occurredAt,
      body,
      state: deliverable ? 'pending' : 'undeliverable',
      attempts: 0,
      nextAttemptAt: deliverable ? due : null,
      faults: marks,
      createdAt: timestamp(now),
      updatedAt: timestamp(now),
    };
    store.saveEvent(event);
    const duplicate = faults.duplicate;
    if (deliverable && duplicate && marks.some((m) => m.name === 'duplicate')) {
      this.later(due - now + duplicate.delayMs / clock.timeScale, id, 'duplicate');
    }
    this.deps.logger.info(
      { eventId: id, ingestId: row.ingestId, partnerId: row.partnerId, eventType, state: event.state, faults: marks.map((m) => m.name) },
      'webhook event created',
    );
    return event;
  }

  /** An extra, fault-injected attempt after `realMs` of (scaled) time; not durable, like the fault itself. */
  private later(realMs: number, id: string, kind: WebhookAttemptKind): void {
    const handle = this.deps.clock.setTimer(Math.max(0, realMs) * this.deps.clock.timeScale, () => {
      this.extraTimers.delete(handle);
      if (!this.stopped) void this.track(this.attempt(id, kind));
    });
    this.extraTimers.add(handle);
  }

  private hasAttemptInFlight(id: string): boolean {
    return this.deps.store.listAttempts(id).some((a) => a.outcome === 'in-flight');
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  /** Sets the scheduler's timer for the earliest due event (store times are wall ms; timers take clock ms). */
  private arm(): void {
    if (this.stopped) return;
    const due = this.deps.store.nextDueAt();
    if (due === null) return;
    if (due <= this.deps.clock.now()) {
      if (!this.dueNow) {
        this.dueNow = true;
        setImmediate(() => {
          this.dueNow = false;
          this.pump();
        });
      }
      return;
    }
    if (this.timer && this.timer.due <= due) return;
    if (this.timer) this.deps.clock.clearTimer(this.timer.handle);
    const delay = Math.max(0, due - this.deps.clock.now()) * this.deps.clock.timeScale;
    const handle = this.deps.clock.setTimer(delay, () => {
      this.timer = null;
      this.pump();
    });
    this.timer = { handle, due };
  }

  /** Takes the due events out of the outbox into their receivers' queues. */
  private pump(): void {
    if (this.stopped) return;
    const { store, clock } = this.deps;
    const now = clock.now();
    const due = store.listDueEvents(now, batchSize);
    const taken: { event: WebhookEventRecord; receiver: string }[] = [];
    store.transaction(() => {
      for (const event of due) {
        store.saveEvent({ ...event, nextAttemptAt: null, updatedAt: timestamp(now) });
        taken.push({ event, receiver: receiverKey(event.partnerId, store.getPartner(event.partnerId)?.webhookUrl) });
      }
    });
    for (const { event, receiver } of taken) {
      const queue = this.receivers.get(receiver) ?? { active: 0, queue: [] };
      this.receivers.set(receiver, queue);
      queue.queue.push(event.eventId);
      this.drain(receiver);
    }
    if (due.length === batchSize) setImmediate(() => {
      this.pump();
    });
    else this.arm();
  }

  private drain(key: string): void {
    const receiver = this.receivers.get(key);
    if (!receiver) return;
    while (!this.stopped && receiver.active < this.deps.settings.concurrencyPerReceiver && receiver.queue.length > 0) {
      const id = receiver.queue.shift();
      if (id === undefined) break;
      receiver.active++;
      void this.track(this.attempt(id, 'scheduled')).finally(() => {
        receiver.active--;
        this.drain(key);
      });
    }
  }

  /** The faults in force for an event: the server's, the partner's, then its ingest's scenario's. */
  private faultsOf(event: WebhookEventRecord, partner: PartnerRecord | undefined): WebhookFaults {
    const plan = this.deps.store.getIngest(event.ingestId)?.plan;
    return mergeFaults(this.deps.settings.faults, partner?.webhookFaults, plan?.webhookFaults);
  }

  /** One HTTP attempt: recorded in flight, sent, then settled (retry, delivered or lost). */
  private async attempt(id: string, kind: WebhookAttemptKind, to?: string): Promise<WebhookAttemptRecord | undefined> {
    const { store, clock, settings, seed } = this.deps;
    const event = store.getEvent(id);
    if (!event) return undefined;
    const partner = store.getPartner(event.partnerId);
    const number = store.listAttempts(id).length + 1;
    const now = clock.now();
    const faults = this.faultsOf(event, partner);
    const applied: WebhookFaultName[] = [];
    let t = Math.floor(this.deps.seam.sendTime() / 1000);
    if (strikes(faults, 'stale-timestamp', seed, event.seq, number)) {
      t -= staleBySeconds;
      applied.push('stale-timestamp');
    }
    let extra: string | undefined;
    if (strikes(faults, 'extra-invalid-signature', seed, event.seq, number)) {
      extra = invalidV1(seed, event.seq, number);
      applied.push('extra-invalid-signature');
    }
    const url = to ?? partner?.webhookUrl ?? null;
    const body = this.deps.seam.eventBody(event, number);
    const secrets = signingSecrets(partner?.apiKeys ?? [], { all: settings.signWithAllKeys });
    const header = this.deps.seam.sign({ t, body, secrets, ...(extra === undefined ? {} : { extraV1: extra }) });
    // Exactly what is sent, for the ledger (Node adds only host and connection).
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': settings.userAgent,
      'x-service-signature': header,
    };
    const record: WebhookAttemptRecord = {
      eventId: id,
      number,
      kind,
      url: url ?? '',
      startedAt: timestamp(now),
      finishedAt: null,
      durationMs: null,
      outcome: 'in-flight',
      statusCode: null,
      error: null,
      signatureHeader: header,
      requestHeaders: headers,
      ...(body === event.body ? {} : { requestBody: body }),
      responseBody: null,
      responseBodyTruncated: false,
      faults: applied,
    };
    store.transaction(() => {
      if (kind === 'scheduled') store.saveEvent({ ...event, attempts: event.attempts + 1, updatedAt: timestamp(now) });
      store.saveAttempt(record);
    });
    const urlPolicy = { allowHttpLoopback: settings.allowHttpLoopback, ...(settings.addresses ? { addresses: settings.addresses } : {}) };
    const policy = url === null ? null : checkUrlPolicy(url, urlPolicy, 'webhook URL');
    const outcome: AttemptOutcome = url === null || !policy?.ok
      ? { ok: false, statusCode: null, error: url === null ? 'no webhook URL registered' : (policy?.ok === false ? policy.reason : 'refused'), durationMs: 0 }
      : await postWebhook({
          url: policy.url,
          body,
          headers,
          timeoutMs: settings.timeoutMs,
          agent: this.agents.for(policy.url, receiverKey(event.partnerId, url)),
          ...(settings.addresses ? { addresses: settings.addresses } : {}),
          ...(settings.resolve ? { resolve: settings.resolve } : {}),
        });
    const settled = store.transaction(() => this.settle(record, outcome, clock.now(), to === undefined));
    this.deps.logger.info(
      {
        eventId: id,
        attempt: number,
        kind,
        status: outcome.statusCode,
        ok: outcome.ok,
        error: outcome.error,
        ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
        ms: outcome.durationMs,
        state: settled.state,
      },
      'webhook attempt',
    );
    this.arm();
    return store.listAttempts(id).find((a) => a.number === number);
  }

  /** Records how an attempt ended and moves its event on: delivered, retried later, or lost. */
  private settle(
    attempt: WebhookAttemptRecord,
    outcome: AttemptOutcome,
    now: number,
    toReceiver = true,
  ): WebhookEventRecord | { state: 'missing' } {
    const { store, clock } = this.deps;
    store.saveAttempt({
      ...attempt,
      finishedAt: timestamp(now),
      durationMs: outcome.durationMs,
      outcome: outcome.ok ? 'succeeded' : 'failed',
      statusCode: outcome.statusCode,
      error: outcome.error,
      responseBody: outcome.responseBody ?? null,
      responseBodyTruncated: outcome.responseBodyTruncated ?? false,
    });
    const event = store.getEvent(attempt.eventId);
    if (!event) return { state: 'missing' };
    // A resend to another URL is recorded, but the registered receiver still has not got the event.
    if (!toReceiver) return event;
    let next: WebhookEventRecord = { ...event, updatedAt: timestamp(now) };
    if (outcome.ok) {
      if (event.state !== 'delivered') {
        next = { ...next, state: 'delivered', nextAttemptAt: null };
        const setting = this.faultsOf(event, store.getPartner(event.partnerId))['redeliver-after-success'];
        if (setting && event.faults.some((f) => f.name === 'redeliver-after-success') && !this.stopped) {
          this.later(setting.delayMs / clock.timeScale, event.eventId, 'redeliver-after-success');
        }
      }
      // A duplicate the seam adds after a 2xx (spec 6.4 allows duplicates; the spec-exact seam adds none).
      const successes = event.state === 'delivered' ? store.listAttempts(event.eventId).filter((a) => a.outcome === 'succeeded').length : 1;
      const again = this.deps.seam.redeliveryAfterSuccess(event, successes);
      if (again !== null && !this.stopped) this.later(again / clock.timeScale, event.eventId, 'redeliver-after-success');
    } else if (attempt.kind === 'scheduled' && event.state === 'pending') {
      // Spec 6.4: retried at increasing intervals; after the last failure the event is lost.
      const delay = this.deps.seam.retryDelay(event.attempts, outcome);
      next = delay === null
        ? { ...next, state: 'lost', nextAttemptAt: null }
        : { ...next, nextAttemptAt: now + delay / clock.timeScale };
    }
    store.saveEvent(next);
    return next;
  }
}
