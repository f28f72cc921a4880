/**
 * The ingest lifecycle of spec 3 as a pure transition function: an ingest row and an event in, the
 * next row out. Timers, fetches and storage live in the runner; this file only decides.
 *
 *   (none) --create--> processing --every file tried, none failed--> completed
 *                                 --every file tried, one failed----> failed (RESOURCE_FETCH_FAILED)
 *
 * Terminal states never change. A scenario may hold the ingest in `processing` until a given time.
 */
import { redactUrl } from '../redact.js';
import type { IngestRow, IngestStatus } from '../store/types.js';
import { timestamp } from '../timestamp.js';

export type LifecycleEvent =
  | { type: 'file-completed'; index: number; at: number }
  /** `uri`: the file's location, for the error message (shown without its query). */
  | { type: 'file-failed'; index: number; at: number; reason: string; uri: string }
  /** Time passed (or loading started): settle if every file was tried and no hold remains. */
  | { type: 'tick'; at: number };

export interface Transition {
  row: IngestRow;
  /** Whether the row differs from the input (a no-op event changes nothing and saves nothing). */
  changed: boolean;
  /** Set when this event moved the ingest to a terminal state. */
  finished: Exclude<IngestStatus, 'processing'> | null;
}

/** Spec 6.2: the known failure reason code of a failed ingest. */
export const resourceFetchFailed = 'RESOURCE_FETCH_FAILED';

/** Files not tried yet. */
export function pendingFiles(row: Pick<IngestRow, 'resources'>): number {
  const { total, completed, failed } = row.resources;
  return total - completed - failed;
}

function unchanged(row: IngestRow): Transition {
  return { row, changed: false, finished: null };
}

function settle(row: IngestRow, at: number): Transition {
  if (pendingFiles(row) > 0) return { row, changed: true, finished: null };
  if (row.plan.holdUntil !== null && at < row.plan.holdUntil) return { row, changed: true, finished: null };
  // Spec 3: completedAt is set on reaching a terminal state, never before receivedAt.
  const completedAt = timestamp(Math.max(at, Date.parse(row.receivedAt)));
  const first = row.firstFailure;
  if (row.resources.failed === 0 || !first) {
    return { row: { ...row, status: 'completed', completedAt }, changed: true, finished: 'completed' };
  }
  const message =
    `${row.resources.failed} of ${row.resources.total} resource files failed to load; `
    + `first: ${first.uri}: ${first.failure}`;
  return {
    row: { ...row, status: 'failed', completedAt, error: { code: resourceFetchFailed, message } },
    changed: true,
    finished: 'failed',
  };
}

/**
 * The next state after `event`. A file event counts one more file tried (O(1): counters, not a scan of the
 * files); the caller feeds each file's outcome once (the store's recordFileOutcome refuses a second one).
 */
export function transition(row: IngestRow, event: LifecycleEvent): Transition {
  if (row.status !== 'processing') return unchanged(row);
  if (event.type === 'tick') {
    const next = settle(row, event.at);
    return next.finished ? next : unchanged(row);
  }
  const { index } = event;
  if (!Number.isSafeInteger(index) || index < 0 || index >= row.resources.total || pendingFiles(row) === 0) {
    return unchanged(row);
  }
  if (event.type === 'file-completed') {
    return settle({ ...row, resources: { ...row.resources, completed: row.resources.completed + 1 } }, event.at);
  }
  const firstFailure = row.firstFailure === null || index < row.firstFailure.index
    ? { index, uri: redactUrl(event.uri), failure: event.reason }
    : row.firstFailure;
  return settle({ ...row, resources: { ...row.resources, failed: row.resources.failed + 1 }, firstFailure }, event.at);
}
