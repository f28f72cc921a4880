/**
 * Rules both store implementations follow, kept in one place so the in-memory and SQLite stores
 * cannot drift apart: the ingest id format, the list limit and the error a closed store throws.
 */
import type { IngestFilter } from './types.js';

/** Name of the sequence behind {@link Store.allocateIngestId}; other sequences must use other names. */
export const INGEST_ID_SEQUENCE = 'ingestId';

/**
 * Added to the sequence value, so the first ingest id is `1700000001`: numeric-looking text (spec 2.1)
 * of a fixed width for the first 8.3 billion ingests.
 */
export const INGEST_ID_BASE = 1_700_000_000;

export function formatIngestId(sequenceValue: number): string {
  return String(INGEST_ID_BASE + sequenceValue);
}

/** What {@link Store.listIngests} returns at most when the filter gives no limit. */
export const DEFAULT_LIST_LIMIT = 100;

/** The filter's limit, or the default; a limit that is not a whole number ≥ 0 is a caller's bug. */
export function listLimit(filter: IngestFilter): number {
  const limit = filter.limit ?? DEFAULT_LIST_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`listIngests: limit must be a whole number >= 0, got ${String(limit)}`);
  }
  return limit;
}

/** The error every call on a closed store throws (except `close()`, which may be repeated). */
export function closedStoreError(what: string, method: string): Error {
  return new Error(`${method}() called on a closed store (${what}); open a new store instead of reusing a closed one`);
}
