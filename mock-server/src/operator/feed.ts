/**
 * What the operator's live stream (`GET /_operator/stream`, read by the dashboard) hears about, as a small
 * observer of the store: a wrapper around the store's writes marks ingests, webhook events (their creation and
 * every attempt's start and end) and partners as changed, and the clock route marks the clock. The feed
 * coalesces the marks and hands each subscriber the set of changed ids at most once per `intervalMs` of real
 * time, which is also what throttles an ingest's file progress to a few messages a second.
 *
 * Cheap when nobody listens: a mark is one size check of the subscriber set, and reads (the lookup's hot path)
 * are not wrapped at all.
 */
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
}

export class OperatorFeed {
  private readonly subscribers = new Set<FeedSubscriber>();
  private ingests = new Set<string>();
  private events = new Set<string>();
  private partners = new Set<string>();
  private clock = false;
  private reset = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly intervalMs: number;

  constructor(options: OperatorFeedOptions = {}) {
    this.intervalMs = options.intervalMs ?? 150;
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
    if (this.subscribers.size === 0) return;
    this.ingests.add(ingestId);
    this.schedule();
  }

  markEvent(eventId: string): void {
    if (this.subscribers.size === 0) return;
    this.events.add(eventId);
    this.schedule();
  }

  markPartner(partnerId: string): void {
    if (this.subscribers.size === 0) return;
    this.partners.add(partnerId);
    this.schedule();
  }

  markClock(): void {
    if (this.subscribers.size === 0) return;
    this.clock = true;
    this.schedule();
  }

  markReset(): void {
    if (this.subscribers.size === 0) return;
    this.reset = true;
    this.schedule();
  }

  /** The store, its writes marking what they change (on the store and on a transaction's `tx`). Reads go straight to the store. */
  wrap(store: Store): Store {
    return { ...store, ...this.marking(store) };
  }

  private marking(ops: StoreOps): Partial<StoreOps> {
    // Deliberately alike: one typed wrapper per write of the Store, each marking what that write changes.
    return {
      insertIngest: async (row, files, lease) => {
        await ops.insertIngest(row, files, lease);
        this.markIngest(row.ingestId);
      },
      saveIngest: async (row) => {
        await ops.saveIngest(row);
        this.markIngest(row.ingestId);
      },
      saveIngestRelease: async (ingestId, release) => {
        await ops.saveIngestRelease(ingestId, release);
        this.markIngest(ingestId);
      },
      saveIngestBlob: async (ingestId, kind, bytes) => {
        await ops.saveIngestBlob(ingestId, kind, bytes);
        this.markIngest(ingestId);
      },
      saveEvent: async (event) => {
        await ops.saveEvent(event);
        this.markEvent(event.eventId);
      },
      saveAttempt: async (attempt) => {
        await ops.saveAttempt(attempt);
        this.markEvent(attempt.eventId);
      },
      savePartner: async (partner) => {
        await ops.savePartner(partner);
        this.markPartner(partner.id);
      },
      reset: async (options) => {
        await ops.reset(options);
        this.markReset();
      },
      // A batch is sent after `intervalMs` and reads the store then: a write a rollback took back shows as it is.
      transaction: (fn) => ops.transaction((tx) => fn({ ...tx, ...this.marking(tx) })),
    };
  }

  /** Ends every subscriber's stream (on shutdown: an open stream would keep the server from closing). */
  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    this.clear();
  }

  private schedule(): void {
    // Real time on purpose: this paces what a person watches, and must run under a virtual clock too.
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.intervalMs);
  }

  private flush(): void {
    const changes: FeedChanges = {
      ingests: [...this.ingests],
      events: [...this.events],
      partners: [...this.partners],
      clock: this.clock,
      reset: this.reset,
    };
    this.ingests = new Set();
    this.events = new Set();
    this.partners = new Set();
    this.clock = false;
    this.reset = false;
    for (const subscriber of this.subscribers) subscriber.changed(changes);
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.ingests.clear();
    this.events.clear();
    this.partners.clear();
    this.clock = false;
    this.reset = false;
  }
}
