/** Records from the PostgreSQL store's rows: each record is its JSON doc (migrations.ts), files and attempts with a few columns. */
import { withLedgerDefaults } from '../shared.js';
import type { AttemptWrite, IndexedFile, ResourceFileRecord, WebhookAttemptRecord, WebhookEventRecord } from '../types.js';

export interface DocRow {
  doc: string;
}

export interface FileRow extends DocRow {
  status: string;
  failure: string | null;
}

/** The record of a row: its JSON doc, parsed (the caller knows which record its statement reads). */
export function parseDoc(row: DocRow): unknown {
  if (typeof row.doc !== 'string') throw new Error('corrupt store row: the doc column is not text');
  return JSON.parse(row.doc);
}

/** A file row: the doc written once at insert, with the status and failure recorded since. */
export function parseFile(row: FileRow): ResourceFileRecord {
  const manifest = parseDoc(row) as Omit<ResourceFileRecord, 'status' | 'failure'>;
  const status = row.status as ResourceFileRecord['status'];
  return typeof row.failure === 'string' ? { ...manifest, status, failure: row.failure } : { ...manifest, status };
}

export interface EventRow extends DocRow {
  next_attempt_at: string | null;
}

/**
 * An event row: its doc, with the due time of its column, which a claim moves without rewriting the doc
 * (claimDueEvents); every save writes both.
 */
export function parseEvent(row: EventRow): WebhookEventRecord {
  const event = parseDoc(row) as WebhookEventRecord;
  return { ...event, nextAttemptAt: row.next_attempt_at === null ? null : bigintNumber(row.next_attempt_at) };
}

export function parseIndexedFile(row: FileRow & { idx: number }): IndexedFile {
  return { index: row.idx, file: parseFile(row) };
}

export function parseAttempt(row: DocRow): WebhookAttemptRecord {
  return withLedgerDefaults(parseDoc(row) as Parameters<typeof withLedgerDefaults>[0]);
}

/** The four arrays of a batch of files for `insertIngestFiles` (unnest), from index `offset`. */
export function fileColumns(
  files: readonly ResourceFileRecord[],
  offset: number,
  count: number,
): [number[], string[], (string | null)[], string[]] {
  const indexes: number[] = [];
  const statuses: string[] = [];
  const failures: (string | null)[] = [];
  const docs: string[] = [];
  for (let index = offset; index < Math.min(files.length, offset + count); index++) {
    const { status, failure, ...manifest } = files[index]!;
    indexes.push(index);
    statuses.push(status);
    failures.push(failure ?? null);
    docs.push(JSON.stringify(manifest));
  }
  return [indexes, statuses, failures, docs];
}

/**
 * A bigint column as a number: node-postgres hands int8 over as text (it may exceed 2^53); the store's are
 * milliseconds since the epoch and counters, well within.
 */
export function bigintNumber(value: unknown): number {
  return Number(value);
}

/** The parameters of saveEvent ($1-$7). */
export function eventColumns(event: WebhookEventRecord): unknown[] {
  return [event.eventId, event.seq, event.partnerId, event.ingestId, event.state, event.nextAttemptAt, JSON.stringify(event)];
}

/** A batch of saveAttempts cut where an attempt or an event comes again: the runs, in order. */
export function distinctRuns(items: readonly AttemptWrite[]): AttemptWrite[][] {
  return runsOfDistinct(items, ({ attempt, event }) => [
    `attempt ${attempt.eventId} ${attempt.number}`, ...(event === undefined ? [] : [`event ${event.eventId}`]),
  ]);
}

/** The parameters of saveAttempts ($1-$11): the attempts' columns as arrays, then the events'. */
export function attemptWriteColumns(run: readonly AttemptWrite[]): unknown[] {
  const attempts = run.map(({ attempt }) => [attempt.eventId, attempt.number, attempt.outcome, JSON.stringify(attempt)]);
  const events = run.flatMap(({ event }) => (event === undefined ? [] : [eventColumns(event)]));
  return [...asColumns(attempts, 4), ...asColumns(events, 7)];
}

/** Items cut into runs in which no key comes twice (one statement cannot write a row twice), in order. */
export function runsOfDistinct<T>(items: readonly T[], keysOf: (item: T) => string[]): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  const keys = new Set<string>();
  for (const item of items) {
    const own = keysOf(item);
    if (own.some((key) => keys.has(key))) {
      runs.push(run);
      run = [];
      keys.clear();
    }
    run.push(item);
    for (const key of own) keys.add(key);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Rows as arrays of their columns: `columns(rows)[i]` holds column i of every row. */
export function asColumns(rows: readonly unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));
}
