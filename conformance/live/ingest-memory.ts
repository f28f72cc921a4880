/**
 * What the proxy remembers of each ingest for the sequence rules (rules/sequence.ts): the last record answered
 * and the first terminal one, with when each answer ended. Bounded like every live watcher's memory
 * (bounded-memory.ts): at most `maxIngests` ingests, the first seen forgotten first, none kept longer than
 * `ttlMs` after it was first seen.
 */
import { BoundedMemory } from './bounded-memory.js';

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
  /** Default 24 h: longer than an ingest takes, and than the webhooks' retries of the mock (about 10.6 h). */
  ttlMs?: number;
}

const terminal = new Set(['completed', 'failed']);

export class IngestMemory {
  private readonly entries: BoundedMemory<IngestMemoryEntry>;

  constructor(options: IngestMemoryOptions = {}) {
    this.entries = new BoundedMemory({ maxEntries: options.maxIngests ?? 10_000, maxAgeMs: options.ttlMs ?? 24 * 3_600_000 });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The ingest's entry, unless forgotten by `now`. */
  get(ingestId: string, now: number): Readonly<IngestMemoryEntry> | undefined {
    return this.entries.get(ingestId, now);
  }

  /** Records an answer for the ingest that ended at `at`: the latest answer is the last; the first terminal one stays. */
  remember(ingestId: string, record: IngestRecordSeen, at: number): void {
    const seen = { record, at };
    const isTerminal = terminal.has(String(record.status));
    const entry = this.entries.get(ingestId, at);
    if (entry === undefined) {
      this.entries.remember(ingestId, { last: seen, terminal: isTerminal ? seen : null }, at);
      return;
    }
    // The entry is this memory's own object: updated in place, it keeps its place in the bounds.
    if (entry.last.at <= at) entry.last = seen;
    if (entry.terminal === null && isTerminal) entry.terminal = seen;
  }
}
