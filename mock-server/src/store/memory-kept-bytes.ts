/**
 * The bytes the in-memory store keeps with its ingests (the message as fetched, the front cover: types.ts
 * saveIngestBlob), in the order they were first saved, with their total size. Retention bounds the ingests kept, not
 * what each keeps: 10,000 finished ingests with a message of up to `ern.keepMessageBytes` (1 MiB) and a cover of up
 * to `ern.keepCoverBytes` (512 KiB) each could hold GBs, and processing ingests are not bounded at all. So the total
 * has a bound of its own (`ern.keepTotalBytes`, types.ts RetentionLimits, as the SQLite and PostgreSQL stores keep it):
 * past it, the bytes saved first go first. Every write returns its {@link Undo}, for the store's transactions.
 */
import type { Undo } from './undo-log.js';

export class KeptBytes {
  private readonly kept = new Map<string, Uint8Array>();
  private size = 0;

  get(key: string): Uint8Array | undefined {
    return this.kept.get(key);
  }

  /** Keeps `bytes` under `key` (a replaced value keeps its place in the order); the undo puts back what was there. */
  set(key: string, bytes: Uint8Array): Undo {
    const previous = this.kept.get(key);
    this.kept.set(key, bytes);
    this.size += bytes.byteLength - (previous?.byteLength ?? 0);
    return () => {
      if (previous === undefined) this.delete(key);
      else this.set(key, previous);
    };
  }

  /**
   * Lets go of `key`'s bytes; the undo puts them back in their place in the order (a rolled-back transaction leaves
   * the next trim to drop what it would have dropped). Rare (bytes over the bound by themselves), so the place is
   * found and restored by a walk of the keys.
   */
  drop(key: string): Undo {
    const previous = this.kept.get(key);
    if (previous === undefined) return () => undefined;
    const place = [...this.kept.keys()].indexOf(key);
    this.delete(key);
    return () => {
      const entries = [...this.kept];
      entries.splice(place, 0, [key, previous]);
      this.kept.clear();
      for (const [k, bytes] of entries) this.kept.set(k, bytes);
      this.size += previous.byteLength;
    };
  }

  delete(key: string): void {
    const bytes = this.kept.get(key);
    if (bytes === undefined) return;
    this.kept.delete(key);
    this.size -= bytes.byteLength;
  }

  /** Drops the bytes saved first until at most `limit` are kept in all. */
  trimTo(limit: number): void {
    for (const [key, bytes] of this.kept) {
      if (this.size <= limit) break;
      this.kept.delete(key);
      this.size -= bytes.byteLength;
    }
  }

  clear(): void {
    this.kept.clear();
    this.size = 0;
  }
}
