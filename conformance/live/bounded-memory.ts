/**
 * What a live watcher remembers between deliveries or exchanges (an event per eventId, a transition per ingest),
 * bounded twice: by count (the oldest entry goes first) and by age (an entry older than `maxAgeMs` is forgotten).
 * A watcher in front of real traffic runs for days; its memory must not grow with it.
 */

export interface MemoryBounds {
  /** Entries kept at most. */
  maxEntries: number;
  /** How long an entry is kept after it was first remembered, ms. */
  maxAgeMs: number;
}

export class BoundedMemory<V> {
  /** In the order the entries were remembered: the first is the oldest. */
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(private readonly bounds: MemoryBounds) {
    if (!(bounds.maxEntries >= 1) || !(bounds.maxAgeMs > 0)) throw new RangeError('BoundedMemory: maxEntries must be >= 1 and maxAgeMs > 0');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value remembered for `key` at `now` (ms), unless it was forgotten. */
  get(key: string, now: number): V | undefined {
    this.forgetOlderThan(now);
    return this.entries.get(key)?.value;
  }

  /** Remembers `value` for `key` from `now` (ms); a key already remembered keeps its first value and time. */
  remember(key: string, value: V, now: number): void {
    this.forgetOlderThan(now);
    if (this.entries.has(key)) return;
    this.entries.set(key, { value, at: now });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.bounds.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  private forgetOlderThan(now: number): void {
    for (const [key, entry] of this.entries) {
      // Remembered in time order, so the first entry young enough ends the sweep.
      if (now - entry.at <= this.bounds.maxAgeMs) break;
      this.entries.delete(key);
    }
  }
}
