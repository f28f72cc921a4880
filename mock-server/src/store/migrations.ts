/**
 * The SQLite schema as an ordered list of steps. The database records how many it has applied in
 * `PRAGMA user_version`; opening a store applies the rest (see migrate.ts).
 *
 * To change the schema, append a step with the next version number. Never edit or reorder a step
 * that has shipped: databases in the field have already run it and will not run it again.
 */

export interface Migration {
  /** 1, 2, 3…: the `user_version` the database has once this step is applied. */
  readonly version: number;
  /** What the step does, for error messages. */
  readonly description: string;
  /** Statements run in one transaction together with the `user_version` bump. */
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'partners, ingests and sequences',
    // Each record is one JSON document (the source of truth, parsed once per read); the other columns
    // are copies of its fields for keys, filters and indexes. listIngests orders by the implicit rowid,
    // the order of first save: an upsert (ON CONFLICT DO UPDATE) keeps a row's rowid, and a new row
    // gets a rowid above every existing one.
    sql: `
      CREATE TABLE partners (
        id TEXT PRIMARY KEY,
        doc TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE ingests (
        ingest_id TEXT PRIMARY KEY,
        partner_id TEXT NOT NULL,
        status TEXT NOT NULL,
        received_at TEXT NOT NULL,
        doc TEXT NOT NULL
      );
      -- listIngests({ partnerId }): index entries are sorted by rowid within a key, so no sort step.
      CREATE INDEX ingests_by_partner ON ingests (partner_id);
      -- listIngests({ partnerId, status }).
      CREATE INDEX ingests_by_partner_status ON ingests (partner_id, status);
      -- listIngests({ status }) and listProcessingIngests().
      CREATE INDEX ingests_by_status ON ingests (status);
      CREATE TABLE sequences (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    description: 'webhook delivery outbox: events and attempts',
    // Same shape as migration 1: the record is the JSON doc, the other columns copy the fields that keys,
    // filters and indexes need. The event's body is a string inside the doc, and a JSON string round-trips
    // exactly, so every attempt sends the same bytes (spec 6.4). As in migration 1, the implicit rowid is
    // the order of first save (an upsert keeps it); every index entry ends with it, so events of equal seq
    // or equal due time come back in that order, still without a sort step.
    sql: `
      CREATE TABLE webhook_events (
        event_id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL,
        partner_id TEXT NOT NULL,
        ingest_id TEXT NOT NULL,
        state TEXT NOT NULL,
        -- ms since epoch; NULL while an attempt is in flight and once the event is finished.
        next_attempt_at INTEGER,
        doc TEXT NOT NULL
      );
      -- listDueEvents and nextDueAt: only pending events with a due time are in it, so the dispatcher's
      -- poll reads the due ones from the front and never walks delivered or lost events.
      CREATE INDEX webhook_events_due ON webhook_events (next_attempt_at, seq)
        WHERE state = 'pending' AND next_attempt_at IS NOT NULL;
      -- listEvents, newest (highest seq) first: unfiltered, and by partner, partner and state, ingest, state.
      CREATE INDEX webhook_events_by_seq ON webhook_events (seq);
      CREATE INDEX webhook_events_by_partner ON webhook_events (partner_id, seq);
      CREATE INDEX webhook_events_by_partner_state ON webhook_events (partner_id, state, seq);
      CREATE INDEX webhook_events_by_ingest ON webhook_events (ingest_id, seq);
      CREATE INDEX webhook_events_by_state ON webhook_events (state, seq);
      -- The primary key's index serves listAttempts (an event's attempts by number).
      CREATE TABLE webhook_attempts (
        event_id TEXT NOT NULL,
        number INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (event_id, number)
      );
      -- listInFlightAttempts: holds only the attempts in flight, a handful at any time.
      CREATE INDEX webhook_attempts_in_flight ON webhook_attempts (outcome) WHERE outcome = 'in-flight';
    `,
  },
  {
    version: 3,
    description: 'resource files as rows of their own, counters on the ingest',
    // Recording a file's outcome used to rewrite the ingest's whole JSON doc, files included: quadratic work
    // for a release of many files. Now each file is a row (keyed by ingest and index; WITHOUT ROWID, so the
    // primary key is the table and a lookup is one B-tree descent), its status and failure the only columns that
    // change; the file's own doc (URI, hash, resource reference, simulated duration) is written once. The
    // ingest's doc keeps the counters (resources, firstFailure) and a plan without per-file arrays:
    // failFileIndexes (always the last files: planIngest) becomes failLastFiles, simulatedDurationsMs moves to
    // each file as simulatedDurationMs. Existing ingests are rewritten to that shape here, in SQL (json1).
    sql: `
      CREATE TABLE ingest_files (
        ingest_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        status TEXT NOT NULL,
        failure TEXT,
        doc TEXT NOT NULL,
        PRIMARY KEY (ingest_id, idx)
      ) WITHOUT ROWID;
      -- nextPendingFiles: holds only the pending files, so a resume after a restart starts at the first pending
      -- file instead of walking the finished ones (100,000 of them half-way through a large release).
      CREATE INDEX ingest_files_pending ON ingest_files (ingest_id, idx) WHERE status = 'pending';
      INSERT INTO ingest_files (ingest_id, idx, status, failure, doc)
        SELECT i.ingest_id, f.key, json_extract(f.value, '$.status'), json_extract(f.value, '$.failure'),
          json_remove(
            CASE WHEN json_extract(i.doc, '$.plan.simulatedDurationsMs[' || f.key || ']') IS NULL THEN f.value
              ELSE json_set(f.value, '$.simulatedDurationMs', json_extract(i.doc, '$.plan.simulatedDurationsMs[' || f.key || ']'))
            END,
            '$.status', '$.failure')
        FROM ingests i, json_each(i.doc, '$.files') f;
      UPDATE ingests SET doc = json_set(
        json_remove(doc, '$.files', '$.plan.failFileIndexes', '$.plan.simulatedDurationsMs'),
        '$.plan.failLastFiles', COALESCE(json_array_length(doc, '$.plan.failFileIndexes'), 0),
        '$.resources', json_object(
          'total', COALESCE(json_array_length(doc, '$.files'), 0),
          'completed', (SELECT COUNT(*) FROM json_each(ingests.doc, '$.files') f WHERE json_extract(f.value, '$.status') = 'completed'),
          'failed', (SELECT COUNT(*) FROM json_each(ingests.doc, '$.files') f WHERE json_extract(f.value, '$.status') = 'failed')
        ),
        '$.resourceCount', (
          SELECT COUNT(DISTINCT COALESCE(json_extract(f.value, '$.resourceReference'), json_extract(f.value, '$.uri')))
          FROM json_each(ingests.doc, '$.files') f
        ),
        '$.firstFailure', json((
          SELECT json_object('index', f.key, 'uri', json_extract(f.value, '$.uri'), 'failure', COALESCE(json_extract(f.value, '$.failure'), 'failed'))
          FROM json_each(ingests.doc, '$.files') f WHERE json_extract(f.value, '$.status') = 'failed' ORDER BY f.key LIMIT 1
        ))
      );
    `,
  },
  {
    version: 4,
    description: 'what the create read of each ingest\'s release, and the bytes kept for the dashboard',
    // Written once at the create, never with the ingest's doc (rewritten at every file outcome): the release
    // summary and findings (JSON), and the message's XML and front-cover file as they were fetched (BLOBs).
    sql: `
      CREATE TABLE ingest_releases (
        ingest_id TEXT PRIMARY KEY,
        doc TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE ingest_blobs (
        ingest_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (ingest_id, kind)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    description: 'retention: the order in which ingests and events finished',
    // Retention (config limits.retainTerminalIngests, limits.retainEvents) drops the oldest finished first, in
    // the order they finished, as the memory store does. finished_order is that order: set when a row leaves
    // processing (an ingest) or pending (an event), NULL while it is there. The partial indexes hold only the
    // finished rows, so the trim finds its cut-off and the oldest rows from the index alone. Rows already
    // finished get their rowid (the order of first save), below every order given from now on.
    sql: `
      ALTER TABLE ingests ADD COLUMN finished_order INTEGER;
      UPDATE ingests SET finished_order = rowid WHERE status <> 'processing';
      CREATE INDEX ingests_finished ON ingests (finished_order) WHERE finished_order IS NOT NULL;
      ALTER TABLE webhook_events ADD COLUMN finished_order INTEGER;
      UPDATE webhook_events SET finished_order = rowid WHERE state <> 'pending';
      CREATE INDEX webhook_events_finished ON webhook_events (finished_order) WHERE finished_order IS NOT NULL;
    `,
  },
  {
    version: 6,
    description: 'leases on timed work: who holds each ingest and event, and until when',
    // Issue #18: a piece of timed work (an ingest's files, an event's attempt) is held by one owner until its lease
    // ends (wall-clock ms). Columns beside the doc, never in it: a save of the row leaves its holder alone. NULL:
    // nobody holds it. The partial indexes hold only the held rows, so a renewal or a release of an owner's leases
    // reads a handful of entries; a claim reads the processing ingests (ingests_by_status) or the due events
    // (webhook_events_due) and skips the held ones.
    sql: `
      ALTER TABLE ingests ADD COLUMN lease_owner TEXT;
      ALTER TABLE ingests ADD COLUMN lease_until INTEGER;
      CREATE INDEX ingests_leased ON ingests (lease_owner) WHERE lease_owner IS NOT NULL;
      ALTER TABLE webhook_events ADD COLUMN lease_owner TEXT;
      ALTER TABLE webhook_events ADD COLUMN lease_until INTEGER;
      CREATE INDEX webhook_events_leased ON webhook_events (lease_owner) WHERE lease_owner IS NOT NULL;
    `,
  },
  {
    version: 7,
    description: 'kept bytes in the order they were first kept, for their bound (ern.keepTotalBytes)',
    // The trim lets the first kept go first once messages and covers exceed ern.keepTotalBytes (sqlite-retention.ts):
    // a rowid table keeps that order (an upsert keeps its row's rowid, as the memory store keeps a replaced value's
    // place). The bytes already kept take it from their ingests' order. Their total is kept up to date by triggers, in
    // the writes' own transactions, so that a trim reads one row to know whether anything is over (adding up every
    // kept size took ~10 ms at 3,000 messages, at every trim: every 100 ms while creates keep messages).
    sql: `
      CREATE TABLE ingest_blobs_ordered (
        ingest_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (ingest_id, kind)
      );
      INSERT INTO ingest_blobs_ordered (ingest_id, kind, bytes)
        SELECT b.ingest_id, b.kind, b.bytes FROM ingest_blobs b LEFT JOIN ingests i ON i.ingest_id = b.ingest_id
        ORDER BY i.rowid, b.kind DESC;
      DROP TABLE ingest_blobs;
      ALTER TABLE ingest_blobs_ordered RENAME TO ingest_blobs;
      CREATE TABLE kept_bytes (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL);
      INSERT INTO kept_bytes (id, total) SELECT 1, COALESCE(SUM(length(bytes)), 0) FROM ingest_blobs;
      CREATE TRIGGER kept_bytes_insert AFTER INSERT ON ingest_blobs
        BEGIN UPDATE kept_bytes SET total = total + length(NEW.bytes) WHERE id = 1; END;
      CREATE TRIGGER kept_bytes_update AFTER UPDATE OF bytes ON ingest_blobs
        BEGIN UPDATE kept_bytes SET total = total + length(NEW.bytes) - length(OLD.bytes) WHERE id = 1; END;
      CREATE TRIGGER kept_bytes_delete AFTER DELETE ON ingest_blobs
        BEGIN UPDATE kept_bytes SET total = total - length(OLD.bytes) WHERE id = 1; END;
    `,
  },
];
