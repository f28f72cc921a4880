/**
 * What the ingest runner announces (its domain events), by name, and who listens. Listeners run inside the unit
 * (the store's transaction) of the change they announce, in the order they came, each awaited: what they store
 * through the unit's `tx` commits with the change, or not at all (the webhook outbox, spec 3, 6.1), and a listener
 * that rejects rolls the change back. What must wait for the commit (a timer, a delivery) goes to `afterCommit`.
 */
import type { IngestRow, StoreOps } from '../store/types.js';

/** Each domain event and what it carries. */
export interface IngestDomainEvents {
  /** An ingest reached `completed` or `failed` (spec 3): the row as stored, once per ingest. */
  'ingest.finished': IngestRow;
}

export type IngestDomainEventName = keyof IngestDomainEvents;

/** The unit a domain event is announced in. */
export interface InUnit {
  /** Reads and writes that commit with the change (the store's transaction). */
  tx: StoreOps;
  /** Runs `fn` once the unit has committed; never when it rolls back. */
  afterCommit(fn: () => void): void;
}

export type IngestListener<K extends IngestDomainEventName> = (payload: IngestDomainEvents[K], unit: InUnit) => void | Promise<void>;

export class IngestEvents {
  private readonly listeners: { [K in IngestDomainEventName]?: IngestListener<K>[] } = {};

  /** Listens to `name`; returns the way to stop listening. */
  on<K extends IngestDomainEventName>(name: K, listener: IngestListener<K>): () => void {
    const list: IngestListener<K>[] = this.listeners[name] ??= [];
    list.push(listener);
    return () => {
      const index = list.indexOf(listener);
      if (index >= 0) list.splice(index, 1);
    };
  }

  /** Calls every listener of `name` in the order they came, one after the other; rejects with the first that rejects. */
  async emit<K extends IngestDomainEventName>(name: K, payload: IngestDomainEvents[K], unit: InUnit): Promise<void> {
    for (const listener of [...this.listeners[name] ?? []]) await listener(payload, unit);
  }
}
