import type { WebhookEventFilter } from './types.js';

/** The finished_order an event gets when it leaves pending: one above the last, read from the partial index. */
const NEXT_EVENT_ORDER = 'SELECT COALESCE(MAX(finished_order), 0) + 1 FROM webhook_events WHERE finished_order IS NOT NULL';

/**
 * Every statement the SQLite store runs, prepared once when the store opens. Lists read the
 * implicit rowid, the order of first save (see migrations.ts), and each filter has an index.
 */
export const SQL = {
  listPartners: 'SELECT doc FROM partners ORDER BY rowid',
  getPartner: 'SELECT doc FROM partners WHERE id = ?',
  // An upsert, not INSERT OR REPLACE: REPLACE deletes the row and inserts a new rowid, which would move
  // the record to the end of every list.
  savePartner: `INSERT INTO partners (id, doc, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`,

  // The last two: who holds the new ingest and until when (migration 6), or NULL.
  insertIngest: `INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc, lease_owner, lease_until)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  // Most saves (one per file outcome) keep the status: this UPDATE then rewrites the doc only, and no index entry.
  // When it matches no row (the status changed, or no such ingest), updateIngest runs.
  updateIngestDoc: 'UPDATE ingests SET doc = ? WHERE ingest_id = ? AND status = ? AND partner_id = ? AND received_at = ?',
  // finished_order (retention): set when the ingest leaves processing, from the partial index's last entry.
  // A finished ingest is held by nobody (types.ts saveIngest): its lease goes with the save that finishes it.
  updateIngest: `UPDATE ingests SET partner_id = ?1, status = ?2, received_at = ?3, doc = ?4,
      lease_owner = CASE WHEN ?2 = 'processing' THEN lease_owner END, lease_until = CASE WHEN ?2 = 'processing' THEN lease_until END,
      finished_order = CASE WHEN ?2 = 'processing' THEN NULL ELSE COALESCE(finished_order, (
        SELECT COALESCE(MAX(finished_order), 0) + 1 FROM ingests WHERE finished_order IS NOT NULL)) END
    WHERE ingest_id = ?5`,
  insertIngestFile: 'INSERT INTO ingest_files (ingest_id, idx, status, failure, doc) VALUES (?, ?, ?, ?, ?)',
  getIngestFile: 'SELECT status, failure, doc FROM ingest_files WHERE ingest_id = ? AND idx = ?',
  listIngestFiles: 'SELECT status, failure, doc FROM ingest_files WHERE ingest_id = ? AND idx >= ? ORDER BY idx LIMIT ?',
  // Reads the partial index of pending files from afterIndex on: no finished file is walked, on a resume either.
  nextPendingFiles: `SELECT idx, status, failure, doc FROM ingest_files INDEXED BY ingest_files_pending
    WHERE ingest_id = ? AND idx > ? AND status = 'pending' ORDER BY idx LIMIT ?`,
  recordFileOutcome: `UPDATE ingest_files SET status = ?, failure = ?
    WHERE ingest_id = ? AND idx = ? AND status = 'pending'`,
  getIngest: 'SELECT doc FROM ingests WHERE ingest_id = ?',
  hasIngest: 'SELECT 1 AS found FROM ingests WHERE ingest_id = ?',
  saveIngestRelease: `INSERT INTO ingest_releases (ingest_id, doc) VALUES (?, ?)
    ON CONFLICT (ingest_id) DO UPDATE SET doc = excluded.doc`,
  getIngestRelease: 'SELECT doc FROM ingest_releases WHERE ingest_id = ?',
  saveIngestBlob: `INSERT INTO ingest_blobs (ingest_id, kind, bytes) VALUES (?, ?, ?)
    ON CONFLICT (ingest_id, kind) DO UPDATE SET bytes = excluded.bytes`,
  getIngestBlob: 'SELECT bytes FROM ingest_blobs WHERE ingest_id = ? AND kind = ?',
  ingestBlobSizes: 'SELECT kind, length(bytes) AS size FROM ingest_blobs WHERE ingest_id = ?',
  dropIngestBlob: 'DELETE FROM ingest_blobs WHERE ingest_id = ? AND kind = ?',
  listIngests: 'SELECT doc FROM ingests ORDER BY rowid DESC LIMIT ?',
  listIngestsOfPartner: 'SELECT doc FROM ingests WHERE partner_id = ? ORDER BY rowid DESC LIMIT ?',
  listIngestsWithStatus: 'SELECT doc FROM ingests WHERE status = ? ORDER BY rowid DESC LIMIT ?',
  listIngestsOfPartnerWithStatus:
    'SELECT doc FROM ingests WHERE partner_id = ? AND status = ? ORDER BY rowid DESC LIMIT ?',
  listProcessingIngests: 'SELECT doc FROM ingests WHERE status = \'processing\' ORDER BY rowid',

  // One statement, so the increment is atomic even with a second process on the same file.
  nextSequence: `INSERT INTO sequences (name, value) VALUES (?, 1)
    ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,

  // Most saves of an event change only where its delivery stands. This UPDATE leaves seq, partner_id and
  // ingest_id alone, so SQLite rewrites only the indexes on state and next_attempt_at: three index pages
  // fewer per commit than the upsert below (which SETs every column and so rewrites every index entry),
  // measured 15-25% faster per delivery. When it changes no row (a new event, or one whose keys changed),
  // the upsert runs.
  // finished_order (retention) as in updateIngest: set when the event leaves pending, NULL while it is pending.
  // A finished event is held by nobody (types.ts saveEvent): its lease goes with the save that finishes it.
  updateEventState: `UPDATE webhook_events SET state = ?1, next_attempt_at = ?2, doc = ?3,
      lease_owner = CASE WHEN ?1 = 'pending' THEN lease_owner END, lease_until = CASE WHEN ?1 = 'pending' THEN lease_until END,
      finished_order = CASE WHEN ?1 = 'pending' THEN NULL ELSE COALESCE(finished_order, (${NEXT_EVENT_ORDER})) END
    WHERE event_id = ?4 AND seq = ?5 AND partner_id = ?6 AND ingest_id = ?7`,
  // An upsert for the same reason as savePartner: the rowid breaks ties in seq and in next_attempt_at.
  saveEvent: `INSERT INTO webhook_events (event_id, seq, partner_id, ingest_id, state, next_attempt_at, doc, finished_order)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, CASE WHEN ?5 = 'pending' THEN NULL ELSE (${NEXT_EVENT_ORDER}) END)
    ON CONFLICT (event_id) DO UPDATE SET seq = excluded.seq, partner_id = excluded.partner_id,
      ingest_id = excluded.ingest_id, state = excluded.state, next_attempt_at = excluded.next_attempt_at,
      doc = excluded.doc,
      lease_owner = CASE WHEN excluded.state = 'pending' THEN lease_owner END,
      lease_until = CASE WHEN excluded.state = 'pending' THEN lease_until END,
      finished_order = CASE WHEN excluded.state = 'pending' THEN NULL ELSE COALESCE(finished_order, excluded.finished_order) END`,
  getEvent: 'SELECT doc FROM webhook_events WHERE event_id = ?',
  // Both read the partial index webhook_events_due from its front (their WHERE implies the index's). Without
  // INDEXED BY, the planner (no ANALYZE statistics) prefers the equality on webhook_events_by_state and
  // sorts every pending event on each poll.
  listDueEvents: `SELECT doc FROM webhook_events INDEXED BY webhook_events_due
    WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, seq, rowid LIMIT ?`,
  nextDueAt: `SELECT next_attempt_at FROM webhook_events INDEXED BY webhook_events_due
    WHERE state = 'pending' AND next_attempt_at IS NOT NULL ORDER BY next_attempt_at LIMIT 1`,
  // listEvents, one statement per combination of filter fields; see listEventsStatement.
  listEvents: 'SELECT doc FROM webhook_events ORDER BY seq DESC, rowid DESC LIMIT ?',
  listEventsOfPartner: 'SELECT doc FROM webhook_events WHERE partner_id = ? ORDER BY seq DESC, rowid DESC LIMIT ?',
  listEventsWithState: 'SELECT doc FROM webhook_events WHERE state = ? ORDER BY seq DESC, rowid DESC LIMIT ?',
  listEventsOfPartnerWithState:
    'SELECT doc FROM webhook_events WHERE partner_id = ? AND state = ? ORDER BY seq DESC, rowid DESC LIMIT ?',
  // An ingest has a handful of events, so with ingestId in the filter its index is the one to read.
  // INDEXED BY says so: without statistics (no ANALYZE) the planner may pick the partner or state index,
  // whose order also fits, and walk every event of the partner.
  listEventsOfIngest: `SELECT doc FROM webhook_events INDEXED BY webhook_events_by_ingest
    WHERE ingest_id = ? ORDER BY seq DESC, rowid DESC LIMIT ?`,
  listEventsOfPartnerAndIngest: `SELECT doc FROM webhook_events INDEXED BY webhook_events_by_ingest
    WHERE partner_id = ? AND ingest_id = ? ORDER BY seq DESC, rowid DESC LIMIT ?`,
  listEventsOfIngestWithState: `SELECT doc FROM webhook_events INDEXED BY webhook_events_by_ingest
    WHERE ingest_id = ? AND state = ? ORDER BY seq DESC, rowid DESC LIMIT ?`,
  listEventsOfPartnerAndIngestWithState: `SELECT doc FROM webhook_events INDEXED BY webhook_events_by_ingest
    WHERE partner_id = ? AND ingest_id = ? AND state = ? ORDER BY seq DESC, rowid DESC LIMIT ?`,

  saveAttempt: `INSERT INTO webhook_attempts (event_id, number, outcome, doc) VALUES (?, ?, ?, ?)
    ON CONFLICT (event_id, number) DO UPDATE SET outcome = excluded.outcome, doc = excluded.doc`,
  listAttempts: 'SELECT doc FROM webhook_attempts WHERE event_id = ? ORDER BY number',
  listInFlightAttempts: 'SELECT doc FROM webhook_attempts WHERE outcome = \'in-flight\' ORDER BY rowid',

  // Leases on timed work (migration 6, sqlite-leases.ts). A lease that ended before now (lease_until < now) is free.
  claimableIngests: `SELECT ingest_id, doc FROM ingests WHERE status = 'processing'
    AND (lease_owner IS NULL OR lease_until < ?) ORDER BY rowid LIMIT ?`,
  holdIngest: 'UPDATE ingests SET lease_owner = ?, lease_until = ? WHERE ingest_id = ?',
  releaseIngest: 'UPDATE ingests SET lease_owner = NULL, lease_until = NULL WHERE ingest_id = ? AND lease_owner = ?',
  renewIngestLeases: 'UPDATE ingests INDEXED BY ingests_leased SET lease_until = ? WHERE lease_owner = ?',
  releaseIngestLeases: 'UPDATE ingests INDEXED BY ingests_leased SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ?',
  // The due events from the front of webhook_events_due, as listDueEvents reads them, without the held ones.
  claimableEvents: `SELECT event_id, doc FROM webhook_events INDEXED BY webhook_events_due
    WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_owner IS NULL OR lease_until < ?)
    ORDER BY next_attempt_at, seq, rowid LIMIT ?`,
  holdEvent: 'UPDATE webhook_events SET lease_owner = ?, lease_until = ? WHERE event_id = ?',
  // claimDueEvents with a due time: the event's next_attempt_at and doc (the record with it) in the same unit.
  holdEventDueAgain: `UPDATE webhook_events SET lease_owner = ?, lease_until = ?, next_attempt_at = ?, doc = ?
    WHERE event_id = ?`,
  releaseEvent: 'UPDATE webhook_events SET lease_owner = NULL, lease_until = NULL WHERE event_id = ? AND lease_owner = ?',
  renewEventLeases: 'UPDATE webhook_events INDEXED BY webhook_events_leased SET lease_until = ? WHERE lease_owner = ?',
  releaseEventLeases: `UPDATE webhook_events INDEXED BY webhook_events_leased SET lease_owner = NULL, lease_until = NULL
    WHERE lease_owner = ?`,

  // Retention (sqlite-retention.ts). A cut-off is the finished_order of the (limit + 1)-th newest finished row:
  // it and every older one go. Each reads the partial index of finished rows only, from one end.
  ingestCutoff: `SELECT finished_order FROM ingests INDEXED BY ingests_finished
    WHERE finished_order IS NOT NULL ORDER BY finished_order DESC LIMIT 1 OFFSET ?`,
  oldestFinishedIngests: `SELECT ingest_id FROM ingests INDEXED BY ingests_finished
    WHERE finished_order IS NOT NULL AND finished_order <= ? ORDER BY finished_order LIMIT ?`,
  eventCutoff: `SELECT finished_order FROM webhook_events INDEXED BY webhook_events_finished
    WHERE finished_order IS NOT NULL ORDER BY finished_order DESC LIMIT 1 OFFSET ?`,
  oldestFinishedEvents: `SELECT event_id FROM webhook_events INDEXED BY webhook_events_finished
    WHERE finished_order IS NOT NULL AND finished_order <= ? ORDER BY finished_order LIMIT ?`,
  // The drops take a batch of ids as one JSON array (json_each): one statement per table and batch.
  dropAttemptsOfIngests: `DELETE FROM webhook_attempts WHERE event_id IN (
    SELECT event_id FROM webhook_events WHERE ingest_id IN (SELECT value FROM json_each(?)) AND state <> 'pending')`,
  dropEventsOfIngests: `DELETE FROM webhook_events
    WHERE ingest_id IN (SELECT value FROM json_each(?)) AND state <> 'pending'`,
  dropFilesOfIngests: 'DELETE FROM ingest_files WHERE ingest_id IN (SELECT value FROM json_each(?))',
  dropReleasesOfIngests: 'DELETE FROM ingest_releases WHERE ingest_id IN (SELECT value FROM json_each(?))',
  dropBlobsOfIngests: 'DELETE FROM ingest_blobs WHERE ingest_id IN (SELECT value FROM json_each(?))',
  keptBytesTotal: 'SELECT total FROM kept_bytes WHERE id = 1',
  // ern.keepTotalBytes: the bytes kept first go first, until the rest (the newest, added up from the last) fit.
  dropBlobsOverBound: `DELETE FROM ingest_blobs WHERE rowid IN (SELECT rowid FROM (
      SELECT rowid, SUM(length(bytes)) OVER (ORDER BY rowid DESC) AS newer FROM ingest_blobs) WHERE newer > ?)`,
  dropIngests: 'DELETE FROM ingests WHERE ingest_id IN (SELECT value FROM json_each(?))',
  dropAttemptsOfEvents: 'DELETE FROM webhook_attempts WHERE event_id IN (SELECT value FROM json_each(?))',
  dropEvents: 'DELETE FROM webhook_events WHERE event_id IN (SELECT value FROM json_each(?))',

  deleteIngests: 'DELETE FROM ingests',
  deleteIngestFiles: 'DELETE FROM ingest_files',
  deleteIngestReleases: 'DELETE FROM ingest_releases',
  deleteIngestBlobs: 'DELETE FROM ingest_blobs',
  deletePartners: 'DELETE FROM partners',
  deleteEvents: 'DELETE FROM webhook_events',
  deleteAttempts: 'DELETE FROM webhook_attempts',
} as const;

export type StatementName = keyof typeof SQL;

type Bit = 0 | 1;

/** The listEvents statements by the filter fields set: partnerId, ingestId, state (1: set). */
const LIST_EVENTS: Record<`${Bit}${Bit}${Bit}`, StatementName> = {
  '000': 'listEvents',
  '100': 'listEventsOfPartner',
  '001': 'listEventsWithState',
  '101': 'listEventsOfPartnerWithState',
  '010': 'listEventsOfIngest',
  '110': 'listEventsOfPartnerAndIngest',
  '011': 'listEventsOfIngestWithState',
  '111': 'listEventsOfPartnerAndIngestWithState',
};

/**
 * The listEvents statement for the fields `filter` sets, and its parameters: the values of those
 * fields in the order partnerId, ingestId, state, then the limit.
 */
export function listEventsQuery(
  filter: WebhookEventFilter,
  limit: number,
): { name: StatementName; params: (string | number)[] } {
  const fields = [filter.partnerId, filter.ingestId, filter.state];
  const key = fields.map((value) => (value === undefined ? '0' : '1')).join('') as keyof typeof LIST_EVENTS;
  const params = fields.filter((value) => value !== undefined);
  return { name: LIST_EVENTS[key], params: [...params, limit] };
}
