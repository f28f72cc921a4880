/**
 * An {@link IdempotencyStore} in an SQLite database: the three states of a claim (spec 6.4) as one row per
 * `eventId`, a unique key on it, and a lease column, so that several processes sharing the file process an event
 * once and the claim of a process that died expires. Written against node:sqlite's `DatabaseSync` (Node >= 22.5);
 * better-sqlite3's `Database` has the same shape. The same statements work in PostgreSQL
 * (docs/guides/retries-and-idempotency.md). The kit does not import node:sqlite: you open the database.
 */
import type { BeginResult, ClaimState, IdempotencyStore } from './webhooks/idempotency.js';

/** What the store uses of a database: node:sqlite's `DatabaseSync` and better-sqlite3's `Database` both fit. */
export interface SqliteDatabase {
  exec(sql: string): unknown;
  prepare(sql: string): {
    get(params: Record<string, string | number>): unknown;
    run(params: Record<string, string | number>): unknown;
  };
}

export interface SqliteIdempotencyStoreOptions {
  /** The table; created when missing. Default `webhook_events`. Letters, digits and `_` only. */
  table?: string;
  /** How long an eventId is remembered after its last change, in ms. Default 7 days (as the memory store). */
  ttlMs?: number;
  /** The clock, epoch ms: the leases and the ttl. Default `Date.now`. */
  now?: () => number;
}

const defaultTtlMs = 7 * 24 * 60 * 60 * 1000;

/** The statements, with `webhook_events` for the table name; the guide shows them as they are here. */
export const sqliteIdempotencyStatements = {
  create: `CREATE TABLE IF NOT EXISTS webhook_events (
  event_id    TEXT PRIMARY KEY,                 -- the unique key: spec 6.4, the idempotency key
  state       TEXT NOT NULL,                    -- 'in-progress' | 'done' | 'released'
  owner       TEXT,                             -- who holds an in-progress claim (one id per attempt)
  lease_until INTEGER,                          -- epoch ms; an in-progress claim past it is free again
  changed_at  INTEGER NOT NULL                  -- epoch ms, for the retention
);
CREATE INDEX IF NOT EXISTS webhook_events_changed_at ON webhook_events (changed_at);`,
  // One atomic statement: claims the event when it is new, released, or in progress with an expired lease.
  // RETURNING yields a row only when it claimed; else the row stays as it was.
  begin: `INSERT INTO webhook_events (event_id, state, owner, lease_until, changed_at)
VALUES (:event_id, 'in-progress', :owner, :now + :lease_ms, :now)
ON CONFLICT (event_id) DO UPDATE
  SET state = 'in-progress', owner = excluded.owner, lease_until = excluded.lease_until, changed_at = excluded.changed_at
  WHERE webhook_events.state = 'released'
     OR (webhook_events.state = 'in-progress' AND webhook_events.lease_until <= excluded.changed_at)
RETURNING owner`,
  state: `SELECT CASE WHEN state = 'in-progress' AND lease_until <= :now THEN 'released' ELSE state END AS state
FROM webhook_events WHERE event_id = :event_id`,
  renew: `UPDATE webhook_events SET lease_until = :now + :lease_ms, changed_at = :now
WHERE event_id = :event_id AND state = 'in-progress' AND owner = :owner AND lease_until > :now
RETURNING owner`,
  complete: `INSERT INTO webhook_events (event_id, state, changed_at) VALUES (:event_id, 'done', :now)
ON CONFLICT (event_id) DO UPDATE SET state = 'done', owner = NULL, lease_until = NULL, changed_at = excluded.changed_at`,
  release: `UPDATE webhook_events SET state = 'released', owner = NULL, lease_until = NULL, changed_at = :now
WHERE event_id = :event_id AND state = 'in-progress' AND owner = :owner`,
  prune: 'DELETE FROM webhook_events WHERE changed_at <= :cutoff',
} as const;

/**
 * An {@link IdempotencyStore} on an SQLite database that every receiving process opens (a file, in WAL mode for
 * concurrent processes). Retention: rows unchanged for `ttlMs` are deleted as new events begin.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from 'node:sqlite';
 * const db = new DatabaseSync('webhooks.db');
 * db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000');
 * const handler = createWebhookHandler({ secret, onEvent, idempotencyStore: sqliteIdempotencyStore(db) });
 * ```
 */
export function sqliteIdempotencyStore(db: SqliteDatabase, options: SqliteIdempotencyStoreOptions = {}): IdempotencyStore {
  const table = options.table ?? 'webhook_events';
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) {
    throw new TypeError(`sqliteIdempotencyStore: table must be letters, digits and _ (an SQL name), got ${JSON.stringify(table)}`);
  }
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  if (!(ttlMs > 0)) throw new TypeError(`sqliteIdempotencyStore: ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  const now = options.now ?? Date.now;
  const sql = (text: string) => text.replaceAll('webhook_events', table);
  db.exec(sql(sqliteIdempotencyStatements.create));
  const statement = Object.fromEntries(Object.entries(sqliteIdempotencyStatements)
    .filter(([name]) => name !== 'create')
    .map(([name, text]) => [name, db.prepare(sql(text))])) as Record<Exclude<keyof typeof sqliteIdempotencyStatements, 'create'>, ReturnType<SqliteDatabase['prepare']>>;

  const state = (eventId: string, at: number): ClaimState => {
    const row = statement.state.get({ event_id: eventId, now: at }) as { state: ClaimState } | undefined;
    return row?.state ?? 'released';
  };

  return {
    begin(eventId, claim): BeginResult {
      const at = now();
      statement.prune.run({ cutoff: at - ttlMs });
      if (statement.begin.get({ event_id: eventId, owner: claim.owner, now: at, lease_ms: claim.leaseMs }) !== undefined) return 'started';
      // Not claimed: the row is done, or in progress under a live lease (a release since then reads as in progress:
      // the waiting redelivery sees it on its next look).
      return state(eventId, at) === 'done' ? 'done' : 'in-progress';
    },
    renew(eventId, claim) {
      return statement.renew.get({ event_id: eventId, owner: claim.owner, now: now(), lease_ms: claim.leaseMs }) !== undefined;
    },
    complete(eventId) {
      statement.complete.run({ event_id: eventId, now: now() });
    },
    release(eventId, owner) {
      statement.release.run({ event_id: eventId, owner, now: now() });
    },
    state(eventId) {
      return state(eventId, now());
    },
  };
}
