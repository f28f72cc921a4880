/**
 * What the ingest runner announces (its domain events), by name, and who listens. Listeners run at once,
 * inside the transaction of the change they announce: what they store commits with it, or not at all (the
 * webhook outbox, spec 3, 6.1), and a listener that throws rolls the change back.
 */
import type { IngestRow } from '../store/types.js';

/** Each domain event and what it carries. */
export interface IngestDomainEvents {
  /** An ingest reached `completed` or `failed` (spec 3): the row as stored, once per ingest. */
  'ingest.finished': IngestRow;
}

export type IngestDomainEventName = keyof IngestDomainEvents;

export type IngestListener<K extends IngestDomainEventName> = (payload: IngestDomainEvents[K]) => void;

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

  /** Calls every listener of `name` in the order they came, synchronously. */
  emit<K extends IngestDomainEventName>(name: K, payload: IngestDomainEvents[K]): void {
    for (const listener of this.listeners[name] ?? []) listener(payload);
  }
}
