/**
 * The lookup's hot path (spec 4.2): the record of an ingest, serialised once and kept until the ingest
 * changes. A write-through invalidation wraps the store's `saveIngest` and `reset`, so a record is
 * never older than the store (and a rolled-back write, which invalidated it, is simply read again).
 * Bounded: least recently used entries go first.
 */
import type { IngestRow, Store } from '../store/types.js';
import { type IngestRecord, toIngestRecord } from './record.js';

export interface CachedRecord {
  partnerId: string;
  /** The record as JSON text, ready to send. */
  json: string;
  /** When the entry was last (re)inserted, in insertions: how recently used it is. */
  put: number;
}

export class IngestRecordCache {
  private readonly entries = new Map<string, CachedRecord>();
  /** Insertions so far, re-insertions included. */
  private puts = 0;

  constructor(
    private readonly capacity = 50_000,
    /** The record view (the seam's `record`); default the spec-exact one. */
    private readonly record: (row: IngestRow) => IngestRecord = toIngestRecord,
  ) {}

  /** The cached record, or one read from `store` (and cached), or undefined for an unknown id. */
  get(ingestId: string, store: Pick<Store, 'getIngest'>): CachedRecord | undefined {
    const hit = this.entries.get(ingestId);
    if (hit) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry. An entry among the
      // newest half is young enough already: a lookup polled again and again costs one Map read.
      if (this.puts - hit.put > this.capacity / 2) {
        this.entries.delete(ingestId);
        hit.put = ++this.puts;
        this.entries.set(ingestId, hit);
      }
      return hit;
    }
    const row = store.getIngest(ingestId);
    if (!row) return undefined;
    return this.put(row);
  }

  private put(row: IngestRow): CachedRecord {
    const entry = { partnerId: row.partnerId, json: JSON.stringify(this.record(row)), put: ++this.puts };
    this.entries.set(row.ingestId, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  invalidate(ingestId: string): void {
    this.entries.delete(ingestId);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The store, with every write to an ingest invalidating its cached record. */
  wrap(store: Store): Store {
    return {
      ...store,
      saveIngest: (row) => {
        this.invalidate(row.ingestId);
        store.saveIngest(row);
      },
      reset: (options) => {
        this.clear();
        store.reset(options);
      },
    };
  }
}
