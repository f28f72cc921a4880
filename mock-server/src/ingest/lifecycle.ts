/**
 * The ingest lifecycle of spec 3 as a pure transition function: an ingest row and an event in, the
 * next row out. Timers, fetches and storage live in the runner; this file only decides.
 *
 *   (none) --create--> processing --every file tried, none failed--> completed
 *                                 --every file tried, one failed----> failed (RESOURCE_FETCH_FAILED)
 *
 * Terminal states never change. A scenario may hold the ingest in `processing` until a given time.
 */
import { redactUrl } from '../fetch/redact.js';
import type { IngestRow, IngestStatus } from '../store/types.js';
import { timestamp } from './record.js';

export type LifecycleEvent =
  | { type: 'file-completed'; index: number; at: number }
  | { type: 'file-failed'; index: number; at: number; reason: string }
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

function unchanged(row: IngestRow): Transition {
  return { row, changed: false, finished: null };
}

function settle(row: IngestRow, at: number): Transition {
  if (row.files.some((f) => f.status === 'pending')) return { row, changed: true, finished: null };
  if (row.plan.holdUntil !== null && at < row.plan.holdUntil) return { row, changed: true, finished: null };
  // Spec 3: completedAt is set on reaching a terminal state, never before receivedAt.
  const completedAt = timestamp(Math.max(at, Date.parse(row.receivedAt)));
  const failedFiles = row.files.filter((f) => f.status === 'failed');
  const first = failedFiles[0];
  if (!first) return { row: { ...row, status: 'completed', completedAt }, changed: true, finished: 'completed' };
  const message =
    `${failedFiles.length} of ${row.files.length} resource files failed to load; `
    + `first: ${redactUrl(first.uri)}: ${first.failure ?? 'failed'}`;
  return {
    row: { ...row, status: 'failed', completedAt, error: { code: resourceFetchFailed, message } },
    changed: true,
    finished: 'failed',
  };
}

export function transition(row: IngestRow, event: LifecycleEvent): Transition {
  if (row.status !== 'processing') return unchanged(row);
  if (event.type === 'tick') {
    const next = settle(row, event.at);
    return next.finished ? next : unchanged(row);
  }
  const file = row.files[event.index];
  if (file?.status !== 'pending') return unchanged(row);
  const files = row.files.slice();
  files[event.index] = event.type === 'file-completed'
    ? { ...file, status: 'completed' }
    : { ...file, status: 'failed', failure: event.reason };
  return settle({ ...row, files }, event.at);
}
