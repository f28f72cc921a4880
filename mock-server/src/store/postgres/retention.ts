/**
 * Retention for the PostgreSQL store (config `limits.retainTerminalIngests`, `limits.retainEvents`), by the SQLite
 * store's rule (../sqlite-retention.ts): the oldest finished go first, in the order they finished (`finished_order`),
 * an ingest with its files, release, kept bytes, finished events and their attempts; a processing ingest and a
 * pending event are never dropped. Then the kept bytes over `ern.keepTotalBytes` go, the first kept first (their
 * `ord`, migration 7). A write that finished a row, or kept bytes, asks for a run; a run drops at most one batch of
 * each kind in one statement (statements.ts `trim`). Replicas share the database: a run holds a transaction-scoped
 * advisory lock, and when another replica holds it, leaves the trim to that one.
 */
import type { RetentionLimits } from '../types.js';
import { SQL } from './statements.js';

/** The advisory lock key of the trim ("pik" "ret"). */
export const RETENTION_LOCK_KEY = 0x70_69_6b_72_65_74;
/**
 * How long after the first finished write a timed run starts: finishes in between share it. A run costs about the
 * same whether it drops anything or not (its cut-offs walk up to the limits' number of finished rows: ~30 ms at
 * 10,000), so a second, not 100 ms as SQLite's in-process trim: at 100 ms it was the statement that took PostgreSQL
 * the most time in a webhook burst with nothing to drop. The limits are exceeded by at most a second's finishes.
 */
export const TRIM_DELAY_MS = 1_000;
/** Most ingests (and, apart, events) one run drops. */
export const TRIM_BATCH = 1_000;

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface PostgresRetentionOptions {
  retention: RetentionLimits;
  onIngestDropped?: ((ingestId: string) => void) | undefined;
  /**
   * `timer` (default): a run {@link TRIM_DELAY_MS} after the write, off the request path. `inline`: the write that
   * finished a row waits for the trim (tests, so that what they read is already trimmed).
   */
  mode: 'timer' | 'inline';
  batch: number;
  /** Runs one statement on the store's pool (autocommitted: the trim is one statement). */
  query: Query;
  /** Told when a timed run fails (the database went away): the next finished write asks again. */
  onError?: ((error: unknown) => void) | undefined;
}

export interface PostgresRetention {
  /** A row finished (outside a unit, or its unit committed): resolves once the trim ran (inline) or at once (timer). */
  request(): Promise<void>;
  /** Cancels a run asked for and not started, and waits for one in progress. */
  close(): Promise<void>;
}

export function createPostgresRetention(options: PostgresRetentionOptions): PostgresRetention {
  const { retention, batch } = options;

  /** Drops one batch of each kind (statements.ts `trim`); true when a batch was full (more may remain). */
  async function trimOnce(): Promise<boolean> {
    const limits = [retention.terminalIngests, retention.events, batch, RETENTION_LOCK_KEY, retention.keptBytes ?? null];
    const { rows } = await options.query(SQL.trim, limits);
    const ingestIds = (rows[0]?.ingest_ids ?? []) as string[];
    const oldEvents = Number(rows[0]?.old_events ?? 0);
    for (const ingestId of ingestIds) options.onIngestDropped?.(ingestId);
    return ingestIds.length === batch || oldEvents === batch;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  async function trimAll(): Promise<void> {
    while (!closed && await trimOnce()) {
      // Another full batch may remain.
    }
  }

  return {
    request() {
      if (closed) return Promise.resolve();
      if (options.mode === 'inline') {
        const run = running.catch(() => undefined).then(trimAll);
        running = run;
        return run;
      }
      if (timer !== null) return Promise.resolve();
      timer = setTimeout(() => {
        timer = null;
        running = running.catch(() => undefined).then(trimAll).catch((error: unknown) => options.onError?.(error));
      }, TRIM_DELAY_MS);
      timer.unref();
      return Promise.resolve();
    },
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running.catch(() => undefined);
    },
  };
}
