/**
 * Rules both store implementations follow, kept in one place so the in-memory and SQLite stores
 * cannot drift apart: the ingest id format, the list limit and the error a closed store throws.
 */
import type { SyncStoreOps } from './serial.js';
import type { AttemptInputs, IngestRow, ResourceFileRecord, WebhookAttemptRecord, WebhookEventRecord } from './types.js';

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

/** What {@link Store.listIngests} and {@link Store.listEvents} return at most when the filter gives no limit. */
export const DEFAULT_LIST_LIMIT = 100;

/** The filter's limit, or the default; a limit that is not a whole number ≥ 0 is a caller's bug. */
export function listLimit(filter: { limit?: number }, method: string): number {
  return checkedLimit(filter.limit ?? DEFAULT_LIST_LIMIT, method);
}

export function checkedLimit(limit: number, method: string): number {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`${method}: limit must be a whole number >= 0, got ${String(limit)}`);
  }
  return limit;
}

/** The error every call on a closed store throws (except `close()`, which may be repeated). */
export function closedStoreError(what: string, method: string): Error {
  return new Error(`${method}() called on a closed store (${what}); open a new store instead of reusing a closed one`);
}

/**
 * Throws on an event that the orders of listEvents and listDueEvents cannot place: `seq` must be a
 * whole number, `nextAttemptAt` a finite number of ms or null. (SQLite would store NaN as NULL and the
 * event would silently never be due; the in-memory store's sorted lists would break.)
 */
export function assertOrderable(event: WebhookEventRecord): void {
  if (!Number.isSafeInteger(event.seq)) {
    throw new RangeError(`saveEvent: seq of event ${event.eventId} must be a whole number, got ${String(event.seq)}`);
  }
  if (event.nextAttemptAt !== null && !Number.isFinite(event.nextAttemptAt)) {
    throw new RangeError(
      `saveEvent: nextAttemptAt of event ${event.eventId} must be ms since epoch or null, got ${String(event.nextAttemptAt)}`,
    );
  }
}

/** The ledger fields an attempt written before they existed lacks (older rows of the SQLite store). */
type LedgerAdditions = 'requestHeaders' | 'responseBody' | 'responseBodyTruncated';

/**
 * An attempt as stored, with the fields older rows lack read as "not recorded": no headers, no response
 * body. A newer attempt comes back with its own values.
 */
export function withLedgerDefaults(
  stored: Omit<WebhookAttemptRecord, LedgerAdditions> & Partial<Pick<WebhookAttemptRecord, LedgerAdditions>>,
): WebhookAttemptRecord {
  return { requestHeaders: {}, responseBody: null, responseBodyTruncated: false, ...stored };
}

/**
 * Throws when `ingest.resources` does not count `files` (insertIngest): the counters are kept incrementally
 * afterwards, so they must start right.
 */
export function assertCountsMatch(ingest: IngestRow, files: readonly ResourceFileRecord[]): void {
  let completed = 0;
  let failed = 0;
  for (const file of files) {
    if (file.status === 'completed') completed++;
    else if (file.status === 'failed') failed++;
  }
  const { resources } = ingest;
  if (resources.total !== files.length || resources.completed !== completed || resources.failed !== failed) {
    throw new RangeError(
      `insertIngest: ingest ${ingest.ingestId} says resources ${JSON.stringify(resources)} but its files count `
      + `${JSON.stringify({ total: files.length, completed, failed })}; pass counters that count the files`,
    );
  }
}

/** The error saveIngest throws for an ingest never inserted. */
export function unknownIngestError(ingestId: string): Error {
  return new Error(`saveIngest: no ingest ${ingestId}; create it with its files through insertIngest(ingest, files) first`);
}

/** StoreOps.getAttemptInputs of a store that answers at once (memory, SQLite): its four reads per event, as the interface says. */
export function attemptInputsOf(
  ops: Pick<SyncStoreOps, 'getEvent' | 'getPartner' | 'listAttempts' | 'getIngest'>, eventIds: readonly string[],
): Map<string, AttemptInputs> {
  const found = new Map<string, AttemptInputs>();
  for (const eventId of eventIds) {
    const event = ops.getEvent(eventId);
    if (event === undefined) continue;
    found.set(eventId, {
      event,
      partner: ops.getPartner(event.partnerId),
      attemptCount: ops.listAttempts(eventId).length,
      ingestWebhookFaults: ops.getIngest(event.ingestId)?.plan.webhookFaults,
    });
  }
  return found;
}

/** A batch read of a store that answers at once (getEvents, getIngests): `get` of each id, those found by id. */
export function foundOf<T>(ids: readonly string[], get: (id: string) => T | undefined): Map<string, T> {
  const found = new Map<string, T>();
  for (const id of ids) {
    const value = get(id);
    if (value !== undefined) found.set(id, value);
  }
  return found;
}

/**
 * Bytes over the whole kept-bytes bound by themselves (types.ts RetentionLimits `keptBytes`) are not kept, nor what
 * they replace: kept, they would push out everything kept before them, then themselves.
 */
export function tooLargeToKeep(bytes: Uint8Array, keptBytes: number | undefined): boolean {
  return keptBytes !== undefined && bytes.byteLength > keptBytes;
}
