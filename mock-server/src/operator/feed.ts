/**
 * What the operator's live stream (`GET /_operator/stream`, read by the dashboard) hears about, as a small
 * observer of the store: a wrapper around the store's writes marks ingests, webhook events (their creation and
 * every attempt's start and end) and partners as changed, and the clock route marks the clock. The feed
 * coalesces the marks and hands each subscriber the set of changed ids at most once per `intervalMs` of real
 * time, which is also what throttles an ingest's file progress to a few messages a second.
 *
 * Cheap when nobody listens: a mark is one size check of the subscriber set, and reads (the lookup's hot path)
 * are not wrapped at all. With replicas on one PostgreSQL (issue #18), a relay (feed-bus.ts) also hears of this
 * replica's own changes, once per batch, whoever listens: a dashboard on another replica shows them too.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Store, StoreOps } from '../store/types.js';

/** The ids changed since the last batch, deduplicated; `reset`: every ingest and event was deleted. */
export interface FeedChanges {
  ingests: string[];
  events: string[];
  partners: string[];
  clock: boolean;
  reset: boolean;
}

export interface FeedSubscriber {
  /** A batch of changes; read the records from the store, they are newer than the marks. */
  changed(changes: FeedChanges): void;
  /** The feed closes (the server shuts down): end the stream. */
  close(): void;
}

export interface OperatorFeedOptions {
  /** Real ms between two batches at most once; 0 in tests that want every change at once. Default 150. */
  intervalMs?: number;
  /**
   * Replicas on one PostgreSQL (issue #18, feed-bus.ts): told of this replica's own changes once per batch, even
   * while nobody listens here (a dashboard connected to another replica does). Changes heard from the other
   * replicas come in through {@link OperatorFeed.hear} and are never relayed again.
   */
  relay?: FeedRelay;
}

export interface FeedRelay {
  publish(changes: FeedChanges): void;
}

/** Changes marked and not yet sent, deduplicated. */
class Pending {
  ingests = new Set<string>();
  events = new Set<string>();
  partners = new Set<string>();
  clock = false;
  reset = false;

  get empty(): boolean {
    return !this.clock && !this.reset && this.ingests.size + this.events.size + this.partners.size === 0;
  }

  add(changes: FeedChanges): void {
    for (const id of changes.ingests) this.ingests.add(id);
    for (const id of changes.events) this.events.add(id);
    for (const id of changes.partners) this.partners.add(id);
    this.clock ||= changes.clock;
    this.reset ||= changes.reset;
  }

  take(): FeedChanges {
    const { clock, reset } = this;
    const changes = { ingests: [...this.ingests], events: [...this.events], partners: [...this.partners], clock, reset };
    this.clear();
    return changes;
  }

  clear(): void {
    this.ingests.clear();
    this.events.clear();
    this.partners.clear();
    this.clock = false;
    this.reset = false;
  }
}

export class OperatorFeed {
  private readonly subscribers = new Set<FeedSubscriber>();
  /** This replica's own changes (relayed), and those heard from other replicas (not relayed). */
  private readonly own = new Pending();
  private readonly heard = new Pending();
  private timer: NodeJS.Timeout | null = null;
  private readonly intervalMs: number;
  private readonly relay: FeedRelay | undefined;
  /** Runs a function in the context the feed was made in (see schedule). */
  private readonly outside = AsyncResource.bind(<T>(fn: () => T): T => fn());

  constructor(options: OperatorFeedOptions = {}) {
    this.intervalMs = options.intervalMs ?? 150;
    this.relay = options.relay;
  }

  get listening(): boolean {
    return this.subscribers.size > 0;
  }

  /** Adds a subscriber; returns how to remove it. */
  subscribe(subscriber: FeedSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.clear();
    };
  }

  markIngest(ingestId: string): void {
    if (this.idle()) return;
    this.own.ingests.add(ingestId);
    this.schedule();
  }

  markEvent(eventId: string): void {
    if (this.idle()) return;
    this.own.events.add(eventId);
    this.schedule();
  }

  markPartner(partnerId: string): void {
    if (this.idle()) return;
    this.own.partners.add(partnerId);
    this.schedule();
  }

  markClock(): void {
    if (this.idle()) return;
    this.own.clock = true;
    this.schedule();
  }

  markReset(): void {
    if (this.idle()) return;
    this.own.reset = true;
    this.schedule();
  }

  /** Changes another replica made (feed-bus.ts), for this replica's subscribers only; sent with the next batch. */
  hear(changes: FeedChanges): void {
    if (this.subscribers.size === 0) return;
    this.heard.add(changes);
    this.schedule();
  }

  /** Nobody to tell: no subscriber here, and no other replica. */
  private idle(): boolean {
    return this.subscribers.size === 0 && this.relay === undefined;
  }

  /** The store, its writes marking what they change (on the store and on a transaction's `tx`). Reads go straight to the store. */
  wrap(store: Store): Store {
    return { ...store, ...this.marking(store) };
  }

  private marking(ops: StoreOps): Partial<StoreOps> {
    // Deliberately alike: one typed wrapper per write of the Store, each marking what that write changes. Each passes
    // every argument on (rest parameters), so an argument the Store gains reaches the store without a change here.
    return {
      insertIngest: async (...args) => {
        await ops.insertIngest(...args);
        this.markIngest(args[0].ingestId);
      },
      saveIngest: async (...args) => {
        await ops.saveIngest(...args);
        this.markIngest(args[0].ingestId);
      },
      saveIngests: async (...args) => {
        await ops.saveIngests(...args);
        for (const row of args[0]) this.markIngest(row.ingestId);
      },
      saveIngestRelease: async (...args) => {
        await ops.saveIngestRelease(...args);
        this.markIngest(args[0]);
      },
      saveIngestBlob: async (...args) => {
        await ops.saveIngestBlob(...args);
        this.markIngest(args[0]);
      },
      saveEvent: async (...args) => {
        await ops.saveEvent(...args);
        this.markEvent(args[0].eventId);
      },
      saveEvents: async (...args) => {
        await ops.saveEvents(...args);
        for (const event of args[0]) this.markEvent(event.eventId);
      },
      saveAttempt: async (...args) => {
        await ops.saveAttempt(...args);
        this.markEvent(args[0].eventId);
      },
      saveAttempts: async (...args) => {
        await ops.saveAttempts(...args);
        for (const { attempt } of args[0]) this.markEvent(attempt.eventId);
      },
      savePartner: async (...args) => {
        await ops.savePartner(...args);
        this.markPartner(args[0].id);
      },
      reset: async (...args) => {
        await ops.reset(...args);
        this.markReset();
      },
      transaction: (fn) => ops.transaction((tx) => fn({ ...tx, ...this.marking(tx) })),
    };
  }

  /** Ends every subscriber's stream (on shutdown: an open stream would keep the server from closing). */
  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // The other replicas' dashboards still hear of this replica's last changes.
    const own = this.own.take();
    if (this.relay && !isEmpty(own)) this.relay.publish(own);
    this.heard.clear();
  }

  private schedule(): void {
    // Real time on purpose: this paces what a person watches, and must run under a virtual clock too. Armed in the
    // feed's own async context, not the marking write's: a write inside a store unit would otherwise hand the batch
    // that unit's context, and the stream's reads would be refused as calls from inside it (PostgreSQL's session).
    this.timer ??= this.outside(() => setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.intervalMs));
  }

  private flush(): void {
    const own = this.own.take();
    if (this.relay && !isEmpty(own)) this.relay.publish(own);
    if (this.subscribers.size === 0) return;
    this.heard.add(own);
    const changes = this.heard.take();
    for (const subscriber of this.subscribers) subscriber.changed(changes);
  }

  /** The last subscriber left: what only subscribers here would read goes (the relay still hears of own changes). */
  private clear(): void {
    this.heard.clear();
    if (this.relay) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.own.clear();
  }
}

function isEmpty(changes: FeedChanges): boolean {
  return !changes.clock && !changes.reset && changes.ingests.length + changes.events.length + changes.partners.length === 0;
}
