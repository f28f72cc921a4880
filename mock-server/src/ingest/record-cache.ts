/**
 * The lookup's hot path (spec 4.2): the record of an ingest, serialised once and kept until the ingest
 * changes. A write-through invalidation wraps the store's `saveIngest`, `saveIngests` and `reset` (on the store and on a
 * transaction's `tx`), so a record is never older than the store (and a rolled-back write, which invalidated it,
 * is simply read again). Bounded: least recently used entries go first.
 *
 * Reads are asynchronous, so a write can land while a read is on its way: the record it brings may be older than
 * the write. A write invalidates before it starts and again once it (or its transaction) has ended, and marks the
 * reads in flight for its ingest: what such a read brings is answered but never cached, and a lookup that starts
 * after the invalidation reads again instead of sharing it.
 */
import type { IngestRow, Store, StoreOps } from '../store/types.js';
import { type IngestRecord, toIngestRecord } from './record.js';

export interface CachedRecord {
  partnerId: string;
  /** The record as JSON text, ready to send. */
  json: string;
  /** When the entry was last (re)inserted, in insertions: how recently used it is. */
  put: number;
}

/** A read of an ingest from the store, shared by the lookups that start while it is on its way. */
interface Loading {
  promise: Promise<CachedRecord | undefined>;
  /** The ingest changed since the read started: what it brings is not cached. */
  stale: boolean;
}

export class IngestRecordCache {
  private readonly entries = new Map<string, CachedRecord>();
  private readonly loading = new Map<string, Loading>();
  /** Insertions so far, re-insertions included. */
  private puts = 0;

  constructor(
    private readonly capacity = 50_000,
    /** The record view (the seam's `record`); default the spec-exact one. */
    private readonly record: (row: IngestRow) => IngestRecord = toIngestRecord,
  ) {}

  /**
   * The cached record (synchronously: the hot path allocates no promise), or a read of it from `store` (cached
   * unless the ingest changes meanwhile), resolving undefined for an unknown id.
   */
  get(ingestId: string, store: Pick<Store, 'getIngest'>): CachedRecord | Promise<CachedRecord | undefined> {
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
    return this.load(ingestId, store);
  }

  private load(ingestId: string, store: Pick<Store, 'getIngest'>): Promise<CachedRecord | undefined> {
    const shared = this.loading.get(ingestId);
    if (shared) return shared.promise;
    const loading: Loading = {
      stale: false,
      promise: store.getIngest(ingestId).then((row) => {
        if (this.loading.get(ingestId) === loading) this.loading.delete(ingestId);
        if (!row) return undefined;
        return loading.stale ? this.render(row) : this.put(row);
      }, (error: unknown) => {
        if (this.loading.get(ingestId) === loading) this.loading.delete(ingestId);
        throw error;
      }),
    };
    this.loading.set(ingestId, loading);
    return loading.promise;
  }

  private render(row: IngestRow): CachedRecord {
    return { partnerId: row.partnerId, json: JSON.stringify(this.record(row)), put: ++this.puts };
  }

  private put(row: IngestRow): CachedRecord {
    const entry = this.render(row);
    this.entries.set(row.ingestId, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  invalidate(ingestId: string): void {
    this.entries.delete(ingestId);
    const loading = this.loading.get(ingestId);
    if (loading) {
      loading.stale = true;
      this.loading.delete(ingestId);
    }
  }

  clear(): void {
    this.entries.clear();
    for (const loading of this.loading.values()) loading.stale = true;
    this.loading.clear();
  }

  /** The store, with every write to an ingest invalidating its cached record. */
  wrap(store: Store): Store {
    return { ...store, ...this.invalidating(store, null) };
  }

  /**
   * The writes of `ops` that change a record, invalidating before and after. Inside a transaction (`unit` set) the
   * second invalidation waits for the end of the outermost unit, when the write is committed or taken back.
   */
  private invalidating(ops: StoreOps, unit: { ingests: Set<string>; reset: boolean } | null): Partial<StoreOps> {
    return {
      // Every argument passed on (rest parameters): an argument the Store gains reaches the store unchanged.
      saveIngest: async (...args) => {
        const [row] = args;
        this.invalidate(row.ingestId);
        if (unit) unit.ingests.add(row.ingestId);
        try {
          await ops.saveIngest(...args);
        } finally {
          if (!unit) this.invalidate(row.ingestId);
        }
      },
      saveIngests: async (...args) => {
        const [rows] = args;
        for (const row of rows) {
          this.invalidate(row.ingestId);
          if (unit) unit.ingests.add(row.ingestId);
        }
        try {
          await ops.saveIngests(...args);
        } finally {
          if (!unit) for (const row of rows) this.invalidate(row.ingestId);
        }
      },
      reset: async (...args) => {
        this.clear();
        if (unit) unit.reset = true;
        try {
          await ops.reset(...args);
        } finally {
          if (!unit) this.clear();
        }
      },
      transaction: async (fn) => {
        if (unit) return ops.transaction((tx) => fn({ ...tx, ...this.invalidating(tx, unit) }));
        const written = { ingests: new Set<string>(), reset: false };
        try {
          return await ops.transaction((tx) => fn({ ...tx, ...this.invalidating(tx, written) }));
        } finally {
          if (written.reset) this.clear();
          for (const ingestId of written.ingests) this.invalidate(ingestId);
        }
      },
    };
  }
}
