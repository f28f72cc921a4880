/**
 * The PostgreSQL schema as an ordered list of steps, as the SQLite store's (../migrations.ts): the database records
 * each step it has applied in `schema_migrations`, and opening a store applies the rest (migrate.ts), under an
 * advisory lock so that replicas starting together on an empty database all come up.
 *
 * The tables mirror the SQLite store's: each record is one JSON document in a `text` column (the source of truth,
 * parsed once per read), the other columns copy the fields that keys, filters and indexes need. `text`, not `jsonb`:
 * jsonb re-serialises (key order, spaces, numbers) and refuses `\u0000`, and an event's body must come back as the
 * exact string it was saved with (spec 6.4: every attempt sends the same bytes); a JSON string inside the doc
 * round-trips any JavaScript string exactly, lone surrogates included, which a bare text column (UTF-8) would not.
 * `ord` (an identity column) is the order of first save, as SQLite's rowid: an upsert keeps it. Timed work carries
 * who holds it (`owner`, a replica's id) and until when (`lease_until`, wall-clock ms): see store.ts claims.
 *
 * To change the schema, append a step with the next version number. Never edit or reorder a step that has shipped.
 */
import type { Migration } from '../migrations.js';

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    // (The sequences table: one row per counter, until 4.)
    description: 'partners, ingests and their files, releases and kept bytes, the webhook outbox, sequences, leases',
    sql: `
      CREATE TABLE partners (
        id text PRIMARY KEY,
        ord bigint GENERATED ALWAYS AS IDENTITY,
        doc text NOT NULL,
        updated_at text NOT NULL
      );
      CREATE INDEX partners_by_ord ON partners (ord);

      -- finished_order (retention): taken from this sequence when a row leaves processing (pending), so replicas
      -- never hand out the same one; NULL while it is processing (pending).
      CREATE SEQUENCE ingests_finished_order;
      CREATE TABLE ingests (
        ingest_id text PRIMARY KEY,
        ord bigint GENERATED ALWAYS AS IDENTITY,
        partner_id text NOT NULL,
        status text NOT NULL,
        received_at text NOT NULL,
        doc text NOT NULL,
        finished_order bigint,
        -- The replica that loads its files, and until when (wall-clock ms since the epoch); NULL: nobody.
        owner text,
        lease_until bigint
      );
      -- listIngests newest first: unfiltered, by partner, partner and status, status.
      CREATE INDEX ingests_by_ord ON ingests (ord);
      CREATE INDEX ingests_by_partner ON ingests (partner_id, ord);
      CREATE INDEX ingests_by_partner_status ON ingests (partner_id, status, ord);
      CREATE INDEX ingests_by_status ON ingests (status, ord);
      -- claimIngests and listProcessingIngests: only the processing ones, oldest first.
      CREATE INDEX ingests_processing ON ingests (ord) WHERE status = 'processing';
      -- renewLeases, releaseLeases: what one replica holds.
      CREATE INDEX ingests_by_owner ON ingests (owner) WHERE owner IS NOT NULL;
      CREATE INDEX ingests_finished ON ingests (finished_order) WHERE finished_order IS NOT NULL;

      CREATE TABLE ingest_files (
        ingest_id text NOT NULL,
        idx integer NOT NULL,
        status text NOT NULL,
        failure text,
        doc text NOT NULL,
        PRIMARY KEY (ingest_id, idx)
      );
      -- nextPendingFiles: a resume starts at the first pending file without walking the finished ones.
      CREATE INDEX ingest_files_pending ON ingest_files (ingest_id, idx) WHERE status = 'pending';

      CREATE TABLE ingest_releases (
        ingest_id text PRIMARY KEY,
        doc text NOT NULL
      );
      CREATE TABLE ingest_blobs (
        ingest_id text NOT NULL,
        kind text NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (ingest_id, kind)
      );

      CREATE TABLE sequences (
        name text PRIMARY KEY,
        value bigint NOT NULL
      );

      CREATE SEQUENCE webhook_events_finished_order;
      CREATE TABLE webhook_events (
        event_id text PRIMARY KEY,
        ord bigint GENERATED ALWAYS AS IDENTITY,
        seq bigint NOT NULL,
        partner_id text NOT NULL,
        ingest_id text NOT NULL,
        state text NOT NULL,
        -- ms since epoch (store time); NULL while an attempt is in flight and once the event is finished.
        next_attempt_at bigint,
        doc text NOT NULL,
        finished_order bigint,
        -- The replica that sends its next attempt, and until when (wall-clock ms); NULL: nobody.
        owner text,
        lease_until bigint
      );
      -- listDueEvents, nextDueAt, claimDueEvents: only pending events with a due time, earliest first.
      CREATE INDEX webhook_events_due ON webhook_events (next_attempt_at, seq, ord)
        WHERE state = 'pending' AND next_attempt_at IS NOT NULL;
      -- listEvents newest (highest seq) first: unfiltered, by partner, partner and state, ingest, state.
      CREATE INDEX webhook_events_by_seq ON webhook_events (seq, ord);
      CREATE INDEX webhook_events_by_partner ON webhook_events (partner_id, seq, ord);
      CREATE INDEX webhook_events_by_partner_state ON webhook_events (partner_id, state, seq, ord);
      CREATE INDEX webhook_events_by_ingest ON webhook_events (ingest_id, seq, ord);
      CREATE INDEX webhook_events_by_state ON webhook_events (state, seq, ord);
      CREATE INDEX webhook_events_by_owner ON webhook_events (owner) WHERE owner IS NOT NULL;
      CREATE INDEX webhook_events_finished ON webhook_events (finished_order) WHERE finished_order IS NOT NULL;

      CREATE TABLE webhook_attempts (
        event_id text NOT NULL,
        number integer NOT NULL,
        ord bigint GENERATED ALWAYS AS IDENTITY,
        outcome text NOT NULL,
        doc text NOT NULL,
        PRIMARY KEY (event_id, number)
      );
      -- listInFlightAttempts: holds only the attempts in flight, a handful at any time.
      CREATE INDEX webhook_attempts_in_flight ON webhook_attempts (ord) WHERE outcome = 'in-flight';
    `,
  },
  {
    version: 2,
    description: 'the digests of the partners\' keys, for a lookup by key without reading every partner',
    // SHA-256 of the key as base64 (store/api-keys.ts apiKeyDigest), for the keys not revoked: written with the
    // partner by savePartner, here filled from the partners already saved. Never the key itself.
    sql: `
      CREATE TABLE partner_keys (
        digest text PRIMARY KEY,
        partner_id text NOT NULL,
        key_id text NOT NULL
      );
      CREATE INDEX partner_keys_by_partner ON partner_keys (partner_id);
      INSERT INTO partner_keys (digest, partner_id, key_id)
        SELECT encode(sha256(convert_to(k ->> 'key', 'UTF8')), 'base64'), p.id, k ->> 'id'
        FROM partners p, jsonb_array_elements(p.doc::jsonb -> 'apiKeys') AS k
        WHERE k ->> 'revokedAt' IS NULL
        ORDER BY p.ord
      ON CONFLICT (digest) DO NOTHING;
    `,
  },
  {
    version: 3,
    description: 'the sandbox clock: its kind and the virtual now that every replica shares',
    sql: `
      -- One row at most (id is always true): written by the first replica to start, read by the others
      -- (replica/shared-clock.ts). now_ms: the virtual now, ms since the epoch; NULL for a real clock.
      CREATE TABLE sandbox_clock (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        kind text NOT NULL CHECK (kind IN ('real', 'virtual')),
        now_ms bigint CHECK ((kind = 'virtual') = (now_ms IS NOT NULL)),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 4,
    description: 'the counters as SEQUENCEs, which no unit locks, in place of the sequences table',
    // The table's row of a counter stayed locked until the unit that took a value committed, so every create and
    // every ingest's completion waited for the one before it, on every replica (issue #18's benchmark: ~75% of the
    // server's time). Each SEQUENCE goes on from its row's value (setval: the next nextval is value + 1), so no id is
    // handed out again. The table goes: a replica of an older version still running would count on in it and hand
    // out the ids the SEQUENCEs hand out; without it, it fails loudly instead. Its lock is taken first, so that no
    // such replica takes a value between the read and the drop. Rows of other names (tests') are not counters.
    sql: `
      LOCK TABLE sequences IN ACCESS EXCLUSIVE MODE;
      CREATE SEQUENCE counter_ingest_id AS bigint;
      CREATE SEQUENCE counter_api_key AS bigint;
      CREATE SEQUENCE counter_webhook_event AS bigint;
      SELECT setval('counter_ingest_id', value) FROM sequences WHERE name = 'ingestId' AND value > 0;
      SELECT setval('counter_api_key', value) FROM sequences WHERE name = 'apiKey' AND value > 0;
      SELECT setval('counter_webhook_event', value) FROM sequences WHERE name = 'webhookEvent' AND value > 0;
      DROP TABLE sequences;
    `,
  },
  {
    version: 5,
    description: 'room on each page of ingests and webhook_events for updates that touch no index',
    // A lease's renewal changes lease_until only, and most saves of an ingest its doc only: with room left on the
    // page (fillfactor 70), PostgreSQL writes the new row version there without a new entry in any of the tables'
    // indexes (a HOT update). At 100 (the default) pages are full and every such update wrote an entry in every
    // index: renewing the leases of 2,000 ingests took ~120 ms and locked their rows meanwhile, ~25 ms with room
    // (issue #18's benchmark). Pages written from now on keep the room; the ones already full fill up as they are.
    sql: `
      ALTER TABLE ingests SET (fillfactor = 70);
      ALTER TABLE webhook_events SET (fillfactor = 70);
    `,
  },
  {
    version: 6,
    description: 'one lease row per replica, renewed in place of every row it holds',
    // A replica renewed its leases by writing lease_until on every row it held: with 5,000 ingests held in a burst,
    // ~180 ms a renewal every third of the lease, every one of those rows locked meanwhile (issue #18's benchmark).
    // Now a row's lease is live while its own lease_until (set by the claim) or its owner's row here has not ended:
    // a renewal writes one row. A replica of an older version still running renews rows only; its own rows stay
    // live while it does, as before.
    sql: `
      CREATE TABLE replica_leases (
        owner text PRIMARY KEY,
        -- Wall-clock ms since the epoch, as lease_until.
        lease_until bigint NOT NULL
      );
    `,
  },
  {
    version: 7,
    description: 'kept bytes in the order they were first kept, for their bound (ern.keepTotalBytes)',
    // The trim lets the first kept go first once messages and covers exceed ern.keepTotalBytes (retention.ts): an
    // upsert keeps its row's ord, as the memory store keeps a replaced value's place. The bytes already kept are
    // numbered in the order PostgreSQL reads them. Each row's size is a column, and an index holds the order with the
    // sizes: the trim adds them up from the index alone, without reading the bytes' pages (summing octet_length over
    // 11,000 small messages, kept inline, took ~50 ms a run in issue #18's burst).
    sql: `
      ALTER TABLE ingest_blobs ADD COLUMN ord bigint GENERATED ALWAYS AS IDENTITY,
        ADD COLUMN size integer GENERATED ALWAYS AS (octet_length(bytes)) STORED;
      CREATE INDEX ingest_blobs_kept ON ingest_blobs (ord) INCLUDE (size, ingest_id);
    `,
  },
  {
    version: 8,
    description: 'a NOTIFY on ingest_kit_keys when partners or their keys change, for the replicas\' key caches',
    // Issue #31 item 4: each replica keeps the keys it has read (key-cache.ts) and forgets them on this notification.
    // A trigger, not a pg_notify beside each write: every statement that changes a partner sends it (upserts, the
    // operator's reset, a hand-written UPDATE), and PostgreSQL delivers it only once its transaction commits (a
    // rollback sends nothing; notifications alike within one transaction are folded into one).
    sql: `
      CREATE FUNCTION notify_partner_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('ingest_kit_keys', '');
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER partners_notify_keys AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
        FOR EACH STATEMENT EXECUTE FUNCTION notify_partner_keys();
      CREATE TRIGGER partner_keys_notify_keys AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_keys
        FOR EACH STATEMENT EXECUTE FUNCTION notify_partner_keys();
    `,
  },
];
