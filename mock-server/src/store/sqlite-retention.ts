/**
 * Retention for the SQLite store (config `limits.retainTerminalIngests`, `limits.retainEvents`): the same limits
 * as the memory store (memory.ts), so that a mock with `--data-dir` left running for weeks stays bounded too.
 * The oldest finished go first, in the order they finished (the `finished_order` column, migration 5); an ingest
 * goes with its files, release, kept bytes, finished events and their attempts. A processing ingest and a pending
 * event have no finished_order, so they are never dropped. Then the kept bytes over `ern.keepTotalBytes` go, the
 * first kept first (their rowid, migration 7); a save of kept bytes asks for a run too.
 *
 * Unlike the memory store, the trim is not part of the write that finished a row: the write only asks for a run
 * (`scheduleTrim`, by default a timer {@link TRIM_DELAY_MS} later), and a run drops at most one batch of each
 * kind in one transaction, asking for another run while more remain. A burst of 10,000 ingests finishing costs
 * its requests nothing, and the deletes go by in batches of {@link TRIM_BATCH} rows, between requests.
 */
import type { StatementSync } from 'node:sqlite';
import type { StatementName } from './sqlite-statements.js';
import type { RetentionLimits } from './types.js';

/** Asks for `run` to be called later, off the request path; returns how to cancel it. */
export type ScheduleTrim = (run: () => void) => () => void;

/** How long after the first finished write a trim runs: finishes in between share the run. */
export const TRIM_DELAY_MS = 100;

/** Most ingests (and, apart, events) one run drops, in one transaction. */
export const TRIM_BATCH = 1_000;

/** The default {@link ScheduleTrim}: a timer that does not keep the process alive. */
export const scheduleTrimOnTimer: ScheduleTrim = (run) => {
  const timer = setTimeout(run, TRIM_DELAY_MS);
  timer.unref();
  return () => {
    clearTimeout(timer);
  };
};

export interface SqliteRetentionOptions {
  retention: RetentionLimits;
  onIngestDropped?: ((ingestId: string) => void) | undefined;
  scheduleTrim: ScheduleTrim;
  batch: number;
  statements: Record<StatementName, StatementSync>;
  /** Runs the drops of one batch in one transaction (the store's own). */
  transaction: <T>(fn: () => T) => T;
}

export interface SqliteRetention {
  /** A row finished outside a transaction, or the outermost transaction ended: a run is wanted. */
  request(): void;
  /** Cancels a run asked for and not yet started (close). */
  cancel(): void;
}

export function createSqliteRetention(options: SqliteRetentionOptions): SqliteRetention {
  const { retention, statements: sql, batch } = options;
  let cancelRun: (() => void) | null = null;

  /** Up to `batch` ids of the oldest finished rows beyond `keep`, read from the cut-off statement. */
  function oldest(cutoff: StatementSync, list: StatementSync, keep: number, column: string): string[] {
    const row = cutoff.get(keep);
    if (row === undefined) return [];
    return list.all(Number(row.finished_order), batch).map((found) => String(found[column]));
  }

  /** Drops one batch of each kind; true when a batch was full (more may remain). */
  function trimOnce(): boolean {
    const ingestIds = oldest(sql.ingestCutoff, sql.oldestFinishedIngests, retention.terminalIngests, 'ingest_id');
    let eventIds: string[] = [];
    let backlog = false;
    options.transaction(() => {
      if (ingestIds.length > 0) {
        const ids = JSON.stringify(ingestIds);
        for (const name of ['dropAttemptsOfIngests', 'dropEventsOfIngests', 'dropFilesOfIngests', 'dropReleasesOfIngests',
          'dropBlobsOfIngests', 'dropIngests'] as const) {
          sql[name].run(ids);
        }
      }
      // After the ingests' events went: the events limit counts what is left.
      eventIds = oldest(sql.eventCutoff, sql.oldestFinishedEvents, retention.events, 'event_id');
      if (eventIds.length > 0) {
        const ids = JSON.stringify(eventIds);
        sql.dropAttemptsOfEvents.run(ids);
        sql.dropEvents.run(ids);
      }
      // After retention, which may have made the room (all of it: not while a batch came back full, as another run
      // follows), one statement when the total (kept by triggers) is over.
      const { keptBytes } = retention;
      backlog = ingestIds.length === batch || eventIds.length === batch;
      if (keptBytes !== undefined && !backlog && Number(sql.keptBytesTotal.get()?.total ?? 0) > keptBytes) {
        sql.dropBlobsOverBound.run(keptBytes);
      }
    });
    for (const ingestId of ingestIds) options.onIngestDropped?.(ingestId);
    return backlog;
  }

  let pending = false;
  // Read through a function: the scheduler may have run the trim (and cleared the flag) before returning.
  const stillPending = (): boolean => pending;
  function request(): void {
    if (pending) return;
    pending = true;
    const cancel = options.scheduleTrim(() => {
      if (!pending) return;
      pending = false;
      cancelRun = null;
      if (trimOnce()) request();
    });
    // A scheduler that ran the trim at once (tests) has nothing left to cancel.
    if (stillPending()) cancelRun = cancel;
  }

  const retentionApi: SqliteRetention = {
    request,
    cancel() {
      pending = false;
      cancelRun?.();
      cancelRun = null;
    },
  };
  return retentionApi;
}
