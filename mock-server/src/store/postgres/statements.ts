/**
 * Every statement the PostgreSQL store runs. Lists read `ord`, the order of first save (migrations.ts), and each
 * filter has an index. `$n` parameters throughout; the few statements built from a filter (lists) only join fixed
 * conditions.
 */
import type { INGEST_ID_SEQUENCE } from '../shared.js';
import type { IngestFilter, SequenceName, WebhookEventFilter } from '../types.js';

/**
 * The next value of each counter (Store.nextSequence, allocateIngestId): one SEQUENCE each (migrations.ts 4).
 * `nextval` takes no lock that lasts: replicas and units creating at once never wait for each other, and a value
 * taken in a unit that rolls back is gone (Store.sequenceGaps). `CACHE 1` (the default): one order across replicas.
 */
export const NEXT_VALUE: Readonly<Record<SequenceName | typeof INGEST_ID_SEQUENCE, string>> = {
  ingestId: 'SELECT nextval(\'counter_ingest_id\') AS value',
  apiKey: 'SELECT nextval(\'counter_api_key\') AS value',
  webhookEvent: 'SELECT nextval(\'counter_webhook_event\') AS value',
};
/** Store.nextSequences: $1 values of a counter in one statement (ascending once sorted: ops.ts). */
export const NEXT_VALUES: Readonly<Record<SequenceName, string>> = {
  apiKey: 'SELECT nextval(\'counter_api_key\') AS value FROM generate_series(1, $1::integer)',
  webhookEvent: 'SELECT nextval(\'counter_webhook_event\') AS value FROM generate_series(1, $1::integer)',
};

// An upsert that keeps `ord` (the tie-break of equal seq and due time) and who holds the event while it is pending
// (a finished one is held by nobody: Store.saveEvent, so settling an attempt needs no release of its own). finished_order
// (retention): taken when the event leaves pending, kept after; NULL while pending. (A save of an event already
// finished draws a number it does not keep: only the order of the numbers matters.)
const EVENT_COLUMNS = 'webhook_events (event_id, seq, partner_id, ingest_id, state, next_attempt_at, doc, finished_order)';
const EVENT_UPSERT = `ON CONFLICT (event_id) DO UPDATE SET seq = excluded.seq, partner_id = excluded.partner_id,
      ingest_id = excluded.ingest_id, state = excluded.state, next_attempt_at = excluded.next_attempt_at, doc = excluded.doc,
      owner = CASE WHEN excluded.state = 'pending' THEN webhook_events.owner END,
      lease_until = CASE WHEN excluded.state = 'pending' THEN webhook_events.lease_until END,
      finished_order = CASE WHEN excluded.state = 'pending' THEN NULL
        ELSE COALESCE(webhook_events.finished_order, excluded.finished_order) END`;
const SAVE_EVENT = `INSERT INTO ${EVENT_COLUMNS}
    VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $5 = 'pending' THEN NULL ELSE nextval('webhook_events_finished_order') END)
    ${EVENT_UPSERT}`;
/** SAVE_EVENT for many events, given as seven arrays from parameter `$first` on. */
function saveEventsFrom(first: number): string {
  const arrays = ['text', 'bigint', 'text', 'text', 'text', 'bigint', 'text'].map((type, i) => `$${first + i}::${type}[]`);
  return `INSERT INTO ${EVENT_COLUMNS}
    SELECT e.event_id, e.seq, e.partner_id, e.ingest_id, e.state, e.next_attempt_at, e.doc,
      CASE WHEN e.state = 'pending' THEN NULL ELSE nextval('webhook_events_finished_order') END
    FROM unnest(${arrays.join(', ')}) AS e (event_id, seq, partner_id, ingest_id, state, next_attempt_at, doc)
    ${EVENT_UPSERT}`;
}
const ATTEMPT_UPSERT = 'ON CONFLICT (event_id, number) DO UPDATE SET outcome = excluded.outcome, doc = excluded.doc';

const ATTEMPT_INPUTS = `SELECT e.doc, e.next_attempt_at, p.doc AS partner,
    (SELECT count(*) FROM webhook_attempts a WHERE a.event_id = e.event_id)::integer AS attempt_count,
    (SELECT i.doc::json #>> '{plan,webhookFaults}' FROM ingests i WHERE i.ingest_id = e.ingest_id) AS ingest_faults
  FROM webhook_events e LEFT JOIN partners p ON p.id = e.partner_id`;

/**
 * A claimed row's lease is live while its own lease_until (the claim's) or its owner's row of replica_leases (the
 * renewals', migration 6) has not ended before $2: the second half of "both have ended", inside a claim's WHERE on
 * `table` (named: an unqualified `owner` in the subquery would be replica_leases' own).
 */
function ownerLeaseEnded(table: 'ingests' | 'webhook_events'): string {
  return `NOT EXISTS (SELECT 1 FROM replica_leases r WHERE r.owner = ${table}.owner AND r.lease_until >= $2)`;
}

export const SQL = {
  listPartners: 'SELECT doc FROM partners ORDER BY ord',
  getPartner: 'SELECT doc FROM partners WHERE id = $1',
  // One statement, so one unit whoever calls it: the partner, and its keys' digests ($4, key ids $5) in
  // partner_keys, the digests it no longer has (revoked, removed) taken out.
  savePartner: `WITH saved AS (INSERT INTO partners (id, doc, updated_at) VALUES ($1, $2, $3)
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at),
    gone AS (DELETE FROM partner_keys WHERE partner_id = $1 AND digest <> ALL ($4::text[]))
    INSERT INTO partner_keys (digest, partner_id, key_id) SELECT k.digest, $1, k.key_id
    FROM unnest($4::text[], $5::text[]) AS k (digest, key_id)
    ON CONFLICT (digest) DO UPDATE SET partner_id = excluded.partner_id, key_id = excluded.key_id`,
  // The partner of a key's digest (ops.ts confirms the key in its doc, as the other stores do).
  findApiKey: 'SELECT p.doc FROM partner_keys k JOIN partners p ON p.id = k.partner_id WHERE k.digest = $1',

  // finished_order (retention) is taken when the ingest is saved in a terminal state, once.
  insertIngest: `INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc, finished_order, owner, lease_until)
    VALUES ($1, $2, $3, $4, $5, CASE WHEN $3 = 'processing' THEN NULL ELSE nextval('ingests_finished_order') END, $6, $7)`,
  // An ingest with up to FILE_BATCH files outside a unit: one statement, so one round trip, all or nothing.
  insertIngestWithFiles: `WITH ingest AS (
      INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc, finished_order, owner, lease_until)
      VALUES ($1, $2, $3, $4, $5, CASE WHEN $3 = 'processing' THEN NULL ELSE nextval('ingests_finished_order') END, $6, $7)
      RETURNING ingest_id)
    INSERT INTO ingest_files (ingest_id, idx, status, failure, doc)
    SELECT (SELECT ingest_id FROM ingest), f.idx, f.status, f.failure, f.doc
    FROM unnest($8::integer[], $9::text[], $10::text[], $11::text[]) AS f (idx, status, failure, doc)`,
  // Files in batches: one statement for up to FILE_BATCH files, as four arrays.
  insertIngestFiles: `INSERT INTO ingest_files (ingest_id, idx, status, failure, doc)
    SELECT $1, f.idx, f.status, f.failure, f.doc
    FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[]) AS f (idx, status, failure, doc)`,
  // Who holds the ingest stays as it is while it is processing; a finished one is held by nobody (Store.saveIngest):
  // its claim goes in the save that finishes it, not in a release of its own.
  updateIngest: `UPDATE ingests SET partner_id = $2, status = $3, received_at = $4, doc = $5,
      owner = CASE WHEN $3 = 'processing' THEN owner END, lease_until = CASE WHEN $3 = 'processing' THEN lease_until END,
      finished_order = CASE WHEN $3 = 'processing' THEN NULL ELSE COALESCE(finished_order, nextval('ingests_finished_order')) END
    WHERE ingest_id = $1`,
  // Store.saveIngests: updateIngest for the rows given as five arrays, none twice (ops.ts). All or nothing: when one
  // id is unknown, no row changes; the ids saved are returned.
  updateIngests: `WITH u AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
        AS u (ingest_id, partner_id, status, received_at, doc)),
      unknown AS (SELECT 1 FROM u WHERE NOT EXISTS (SELECT 1 FROM ingests i WHERE i.ingest_id = u.ingest_id))
    UPDATE ingests SET partner_id = u.partner_id, status = u.status, received_at = u.received_at, doc = u.doc,
      owner = CASE WHEN u.status = 'processing' THEN ingests.owner END,
      lease_until = CASE WHEN u.status = 'processing' THEN ingests.lease_until END,
      finished_order = CASE WHEN u.status = 'processing' THEN NULL
        ELSE COALESCE(ingests.finished_order, nextval('ingests_finished_order')) END
    FROM u WHERE ingests.ingest_id = u.ingest_id AND NOT EXISTS (SELECT 1 FROM unknown)
    RETURNING ingests.ingest_id`,
  knownIngests: 'SELECT ingest_id FROM ingests WHERE ingest_id = ANY ($1::text[])',
  getIngest: 'SELECT doc FROM ingests WHERE ingest_id = $1',
  getIngests: 'SELECT doc FROM ingests WHERE ingest_id = ANY ($1::text[])',
  getIngestsForUpdate: 'SELECT doc FROM ingests WHERE ingest_id = ANY ($1::text[]) ORDER BY ingest_id FOR UPDATE',
  // Inside a unit: the row stays locked until the unit ends (Store.getIngest).
  getIngestForUpdate: 'SELECT doc FROM ingests WHERE ingest_id = $1 FOR UPDATE',
  getIngestFile: 'SELECT status, failure, doc FROM ingest_files WHERE ingest_id = $1 AND idx = $2',
  // LIMIT NULL: no limit.
  listIngestFiles: 'SELECT status, failure, doc FROM ingest_files WHERE ingest_id = $1 AND idx >= $2 ORDER BY idx LIMIT $3',
  nextPendingFiles: `SELECT idx, status, failure, doc FROM ingest_files
    WHERE ingest_id = $1 AND idx > $2 AND status = 'pending' ORDER BY idx LIMIT $3`,
  recordFileOutcome: `UPDATE ingest_files SET status = $1, failure = $2
    WHERE ingest_id = $3 AND idx = $4 AND status = 'pending'`,
  listProcessingIngests: 'SELECT doc FROM ingests WHERE status = \'processing\' ORDER BY ord',
  // Written only when the ingest exists: no row changed means an unknown ingest.
  saveIngestRelease: `INSERT INTO ingest_releases (ingest_id, doc) SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM ingests WHERE ingest_id = $1)
    ON CONFLICT (ingest_id) DO UPDATE SET doc = excluded.doc`,
  getIngestRelease: 'SELECT doc FROM ingest_releases WHERE ingest_id = $1',
  saveIngestBlob: `INSERT INTO ingest_blobs (ingest_id, kind, bytes) SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ingests WHERE ingest_id = $1)
    ON CONFLICT (ingest_id, kind) DO UPDATE SET bytes = excluded.bytes`,
  getIngestBlob: 'SELECT bytes FROM ingest_blobs WHERE ingest_id = $1 AND kind = $2',
  // Bytes not kept (over ern.keepTotalBytes by themselves): what was kept of that kind goes; a row when the ingest exists.
  dropIngestBlob: `WITH gone AS (DELETE FROM ingest_blobs WHERE ingest_id = $1 AND kind = $2)
    SELECT 1 FROM ingests WHERE ingest_id = $1`,
  ingestBlobSizes: 'SELECT kind, size FROM ingest_blobs WHERE ingest_id = $1',

  // Above the object (SAVE_EVENT), with what it keeps and takes.
  saveEvent: SAVE_EVENT,
  // Events are read with their due time's column (rows.ts parseEvent).
  getEvent: 'SELECT doc, next_attempt_at FROM webhook_events WHERE event_id = $1',
  getEventForUpdate: 'SELECT doc, next_attempt_at FROM webhook_events WHERE event_id = $1 FOR UPDATE',
  getEvents: 'SELECT doc, next_attempt_at FROM webhook_events WHERE event_id = ANY ($1::text[])',
  getEventsForUpdate: 'SELECT doc, next_attempt_at FROM webhook_events WHERE event_id = ANY ($1::text[]) ORDER BY event_id FOR UPDATE',
  listDueEvents: `SELECT doc, next_attempt_at FROM webhook_events
    WHERE state = 'pending' AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1 ORDER BY next_attempt_at, seq, ord LIMIT $2`,
  nextDueAt: `SELECT next_attempt_at FROM webhook_events
    WHERE state = 'pending' AND next_attempt_at IS NOT NULL ORDER BY next_attempt_at LIMIT 1`,

  // Store.getAttemptInputs: the event with its partner, its number of attempts and its ingest's scenario faults, in one
  // round trip (the ingest's doc is read as json, its one member taken out). In a unit the event's row is locked.
  // A batch of ids ($1); in a unit, locked in the order of their ids (Store.getEvents: no deadlock between batches).
  getAttemptInputs: `${ATTEMPT_INPUTS} WHERE e.event_id = ANY ($1::text[])`,
  getAttemptInputsForUpdate: `${ATTEMPT_INPUTS} WHERE e.event_id = ANY ($1::text[]) ORDER BY e.event_id FOR UPDATE OF e`,

  saveAttempt: `INSERT INTO webhook_attempts (event_id, number, outcome, doc) VALUES ($1, $2, $3, $4) ${ATTEMPT_UPSERT}`,
  // Store.saveAttempt with its event: saveEvent ($1-$7) and the attempt ($8-$11) in one statement (two tables, so
  // neither part needs to see the other's write).
  saveAttemptAndEvent: `WITH attempt AS (INSERT INTO webhook_attempts (event_id, number, outcome, doc) VALUES ($8, $9, $10, $11)
      ${ATTEMPT_UPSERT})
    ${SAVE_EVENT}`,
  // Store.saveAttempts: the attempts as four arrays ($1-$4), the events as seven ($5-$11), in one statement. No two
  // rows of one array may share a key (ON CONFLICT cannot touch a row twice): ops.ts splits a batch where they would.
  saveAttempts: `WITH attempts AS (INSERT INTO webhook_attempts (event_id, number, outcome, doc)
      SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[])
      ${ATTEMPT_UPSERT})
    ${saveEventsFrom(5)}`,
  // Store.saveEvents: the events as seven arrays ($1-$7), none twice (ops.ts).
  saveEvents: saveEventsFrom(1),
  listAttempts: 'SELECT doc FROM webhook_attempts WHERE event_id = $1 ORDER BY number',
  listInFlightAttempts: 'SELECT doc FROM webhook_attempts WHERE outcome = \'in-flight\' ORDER BY ord',

  // Claims (issue #18): the rows nobody holds, or whose lease ended before $2 (the claimer's wall clock: the row's own
  // and its owner's, ownerLeaseEnded), are
  // locked with SKIP LOCKED, so a replica never waits on, nor takes, a row another replica is claiming at the same
  // time; then held for $1 until $3. A row another replica claimed and committed meanwhile is re-checked against the
  // WHERE by PostgreSQL (its lease is now live) and left out.
  claimIngests: `WITH picked AS (
      SELECT ingest_id FROM ingests
      WHERE status = 'processing' AND (owner IS NULL OR (lease_until < $2 AND ${ownerLeaseEnded('ingests')}))
      ORDER BY ord LIMIT $4 FOR UPDATE SKIP LOCKED)
    UPDATE ingests SET owner = $1, lease_until = $3 FROM picked WHERE ingests.ingest_id = picked.ingest_id
    RETURNING ingests.ord, ingests.doc`,
  // With $6 (Store.claimDueEvents' dueAgainAt), the due time moves to it in the same write: its column only, which
  // reads lay over the doc (rows.ts parseEvent). The order is the due time the claim picked them by.
  claimDueEvents: `WITH picked AS (
      SELECT event_id, next_attempt_at AS due FROM webhook_events
      WHERE state = 'pending' AND next_attempt_at IS NOT NULL AND next_attempt_at <= $5
        AND (owner IS NULL OR (lease_until < $2 AND ${ownerLeaseEnded('webhook_events')}))
      ORDER BY next_attempt_at, seq, ord LIMIT $4 FOR UPDATE SKIP LOCKED)
    UPDATE webhook_events SET owner = $1, lease_until = $3, next_attempt_at = COALESCE($6::bigint, picked.due)
    FROM picked WHERE webhook_events.event_id = picked.event_id
    RETURNING picked.due, webhook_events.seq, webhook_events.ord, webhook_events.doc, webhook_events.next_attempt_at`,
  releaseIngest: 'UPDATE ingests SET owner = NULL, lease_until = NULL WHERE ingest_id = $1 AND owner = $2',
  releaseEvent: 'UPDATE webhook_events SET owner = NULL, lease_until = NULL WHERE event_id = $1 AND owner = $2',
  // Store.renewLeases: the owner's row of replica_leases (migration 6), one write whatever it holds, and how many rows
  // it holds (an index-only count on the owner indexes).
  renewLeases: `WITH renewed AS (INSERT INTO replica_leases (owner, lease_until) VALUES ($1, $2)
      ON CONFLICT (owner) DO UPDATE SET lease_until = GREATEST(replica_leases.lease_until, excluded.lease_until))
    SELECT (SELECT count(*) FROM ingests WHERE owner = $1)::integer + (SELECT count(*) FROM webhook_events WHERE owner = $1)::integer
      AS held`,
  releaseIngests: 'UPDATE ingests SET owner = NULL, lease_until = NULL WHERE owner = $1',
  releaseEvents: 'UPDATE webhook_events SET owner = NULL, lease_until = NULL WHERE owner = $1',
  releaseOwner: 'DELETE FROM replica_leases WHERE owner = $1',

  // Retention (retention.ts), one statement: a cut-off is the finished_order of the (limit + 1)-th newest finished
  // row, and it and every older one go, at most $3 of each kind. First the oldest finished ingests ($1 kept) with
  // their files, release, kept bytes and finished events (their attempts too); then, of the finished events left,
  // the oldest beyond $2. Only while holding the trim's advisory lock ($4): replicas do not trim at the same time.
  // The CTEs all read one snapshot, so the events limit leaves out the events that go with their ingests.
  trim: `WITH locked AS (SELECT pg_try_advisory_xact_lock($4) AS ok),
    ingest_cut AS (SELECT finished_order FROM ingests WHERE finished_order IS NOT NULL
      ORDER BY finished_order DESC LIMIT 1 OFFSET $1),
    gone_ingests AS (SELECT ingest_id FROM ingests, locked
      WHERE locked.ok AND finished_order <= (SELECT finished_order FROM ingest_cut) ORDER BY finished_order LIMIT $3),
    events_of_ingests AS (SELECT event_id FROM webhook_events
      WHERE ingest_id IN (SELECT ingest_id FROM gone_ingests) AND state <> 'pending'),
    event_cut AS (SELECT finished_order FROM webhook_events
      WHERE finished_order IS NOT NULL AND event_id NOT IN (SELECT event_id FROM events_of_ingests)
      ORDER BY finished_order DESC LIMIT 1 OFFSET $2),
    old_events AS (SELECT event_id FROM webhook_events, locked
      WHERE locked.ok AND finished_order <= (SELECT finished_order FROM event_cut)
        AND event_id NOT IN (SELECT event_id FROM events_of_ingests)
      ORDER BY finished_order LIMIT $3),
    gone_events AS (SELECT event_id FROM events_of_ingests UNION ALL SELECT event_id FROM old_events),
    attempts AS (DELETE FROM webhook_attempts WHERE event_id IN (SELECT event_id FROM gone_events)),
    events AS (DELETE FROM webhook_events WHERE event_id IN (SELECT event_id FROM gone_events)),
    files AS (DELETE FROM ingest_files WHERE ingest_id IN (SELECT ingest_id FROM gone_ingests)),
    releases AS (DELETE FROM ingest_releases WHERE ingest_id IN (SELECT ingest_id FROM gone_ingests)),
    blobs AS (DELETE FROM ingest_blobs WHERE ingest_id IN (SELECT ingest_id FROM gone_ingests)),
    -- $5, ern.keepTotalBytes (NULL: no bound): of the bytes retention keeps, the first kept go until the newest fit.
    -- Sizes and order come from one index (ingest_blobs_kept, migration 7); the order is added up only when all are over,
    -- and not while retention's batch is full (its next run drops more, and so makes room first).
    kept_cut AS (SELECT max(ord) AS ord FROM (
        SELECT ord, sum(size) OVER (ORDER BY ord DESC) AS newer FROM ingest_blobs, locked
        WHERE locked.ok AND $5::bigint IS NOT NULL AND (SELECT count(*) FROM gone_ingests) < $3
          AND (SELECT sum(size) FROM ingest_blobs) > $5::bigint
          AND ingest_id NOT IN (SELECT ingest_id FROM gone_ingests)) AS kept
      WHERE newer > $5::bigint),
    over_bound AS (DELETE FROM ingest_blobs
      WHERE ord <= (SELECT ord FROM kept_cut) AND ingest_id NOT IN (SELECT ingest_id FROM gone_ingests)),
    dropped AS (DELETE FROM ingests WHERE ingest_id IN (SELECT ingest_id FROM gone_ingests) RETURNING ingest_id)
    SELECT COALESCE((SELECT array_agg(ingest_id) FROM dropped), '{}') AS ingest_ids,
      (SELECT count(*) FROM old_events)::integer AS old_events`,

  // The replicas' lease rows too: a live replica writes its own again at its next renewal, and until then the rows it
  // claims after the reset are held by their claim's own lease.
  reset: ['webhook_attempts', 'webhook_events', 'ingest_blobs', 'ingest_releases', 'ingest_files', 'ingests', 'replica_leases']
    .map((table) => `DELETE FROM ${table}`).join('; '),
  resetPartners: 'DELETE FROM partner_keys; DELETE FROM partners',
} as const;

/** listIngests: the filter's fields as conditions, newest first. */
export function listIngestsQuery(filter: IngestFilter, limit: number): { text: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.partnerId !== undefined) conditions.push(`partner_id = $${values.push(filter.partnerId)}`);
  if (filter.status !== undefined) conditions.push(`status = $${values.push(filter.status)}`);
  const where = conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
  return { text: `SELECT doc FROM ingests${where} ORDER BY ord DESC LIMIT $${values.push(limit)}`, values };
}

/** listEvents: the filter's fields as conditions, newest (highest seq) first. */
export function listEventsQuery(filter: WebhookEventFilter, limit: number): { text: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.partnerId !== undefined) conditions.push(`partner_id = $${values.push(filter.partnerId)}`);
  if (filter.ingestId !== undefined) conditions.push(`ingest_id = $${values.push(filter.ingestId)}`);
  if (filter.state !== undefined) conditions.push(`state = $${values.push(filter.state)}`);
  const where = conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
  return { text: `SELECT doc, next_attempt_at FROM webhook_events${where} ORDER BY seq DESC, ord DESC LIMIT $${values.push(limit)}`, values };
}
