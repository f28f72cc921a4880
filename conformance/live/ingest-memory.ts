/**
 * What the proxy remembers of each ingest for the sequence rules (rules/sequence.ts): the last record answered
 * and the first terminal one, with when each answer ended. Bounded: at most `maxIngests` ingests (the least
 * recently seen forgotten first) and none kept longer than `ttlMs` after it was last seen.
 */

export type IngestRecordSeen = Record<string, unknown>;

export interface Seen {
  record: IngestRecordSeen;
  /** When the answer ended, on the proxy's monotonic clock (ms). */
  at: number;
}

export interface IngestMemoryEntry {
  last: Seen;
  terminal: Seen | null;
}

export interface IngestMemoryOptions {
  maxIngests?: number;
  ttlMs?: number;
}

const terminal = new Set(['completed', 'failed']);

export class IngestMemory {
  private readonly entries = new Map<string, IngestMemoryEntry>();
  private readonly maxIngests: number;
  private readonly ttlMs: number;

  constructor(options: IngestMemoryOptions = {}) {
    this.maxIngests = options.maxIngests ?? 10_000;
    this.ttlMs = options.ttlMs ?? 3_600_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The ingest's entry, unless forgotten by `now`. */
  get(ingestId: string, now: number): IngestMemoryEntry | undefined {
    this.expire(now);
    return this.entries.get(ingestId);
  }

  /** Records an answer for the ingest that ended at `at` (the most recent one wins; the first terminal one stays). */
  remember(ingestId: string, record: IngestRecordSeen, at: number): void {
    this.expire(at);
    const entry = this.entries.get(ingestId);
    const seen = { record, at };
    const next: IngestMemoryEntry = {
      last: entry && entry.last.at > at ? entry.last : seen,
      terminal: entry?.terminal ?? (terminal.has(String(record.status)) ? seen : null),
    };
    // Delete, then set: the Map's order is the order ingests were last seen, oldest first.
    this.entries.delete(ingestId);
    this.entries.set(ingestId, next);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxIngests) break;
      this.entries.delete(oldest);
    }
  }

  private expire(now: number): void {
    for (const [id, entry] of this.entries) {
      if (now - entry.last.at <= this.ttlMs) break;
      this.entries.delete(id);
    }
  }
}
