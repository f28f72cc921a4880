/**
 * The PostgreSQL store (issue #18), used when the mock server runs with `--database-url`: several mock processes on
 * one database are one sandbox. Statements run on a pool (connection.ts); `transaction(fn)` holds one connection for
 * the unit (session.ts); timed work is claimed with leases (statements.ts `claimIngests`, `claimDueEvents`). Every
 * write is committed when its promise resolves. When the database is away, every call rejects within seconds with a
 * StoreUnavailableError, and works again once it is back. Nothing is cached in the process but the keys found by
 * digest, which a NOTIFY from the database invalidates on every replica (key-cache.ts).
 */
import { redactDatabaseUrl } from '../database-url.js';
import { closedStoreError } from '../shared.js';
import type { RetentionLimits, Store, StoreOps } from '../types.js';
import { asStoreError, createPinger, createPool, DEFAULT_POOL_SIZE } from './connection.js';
import { migratePostgres } from './migrate.js';
import { createKeyCache, KEYS_CHANNEL } from './key-cache.js';
import { listenPostgres } from './notify.js';
import { createSandboxClockOps } from './sandbox-clock.js';
import { POSTGRES_MIGRATIONS } from './migrations.js';
import { createOps } from './ops.js';
import { createPostgresRetention, type PostgresRetention, TRIM_BATCH } from './retention.js';
import { poolSession } from './session.js';
import type { StoreUnavailableError } from '../unavailable.js';

/** Options of {@link openPostgresStore}. */
export interface PostgresStoreOptions {
  /** `postgres://user:password@host:5432/database`; never shown whole (database-url.ts redacts it). */
  url: string;
  /** Connections at most (default 10). */
  poolSize?: number | undefined;
  /** The server cancels a statement after this long (default 5 s): a call never hangs on a stuck database. */
  statementTimeoutMs?: number | undefined;
  /** Opening a connection, or waiting for a free one, gives up after this long (default 2 s). */
  connectTimeoutMs?: number | undefined;
  /** As the other stores' (retention.ts); without it, everything is kept. */
  retention?: RetentionLimits | undefined;
  onIngestDropped?: ((ingestId: string) => void) | undefined;
  /** `timer` (default) or `inline`: the write that finished a row waits for the trim (tests). */
  trim?: 'timer' | 'inline' | undefined;
  trimBatch?: number | undefined;
  /** Told of failures off any call's path: an idle connection that broke, a timed trim that failed. */
  onBackgroundError?: ((error: StoreUnavailableError | Error) => void) | undefined;
}

/**
 * Connects, brings the schema up to date (under an advisory lock: replicas may start together) and returns the
 * store. Rejects with a StoreUnavailableError when the database cannot be reached.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const pool = createPool({
    url: options.url,
    size: options.poolSize,
    statementTimeoutMs: options.statementTimeoutMs,
    connectTimeoutMs: options.connectTimeoutMs,
    onIdleError: (error) => options.onBackgroundError?.(error),
  });
  try {
    await migratePostgres(pool, POSTGRES_MIGRATIONS);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw asStoreError(`opening the store at ${redactDatabaseUrl(options.url)}`, error);
  }

  let open = true;
  const what = `PostgreSQL at ${redactDatabaseUrl(options.url)}`;
  const assertOpen = (operation: string) => {
    if (!open) throw closedStoreError(what, operation);
  };
  let retention: PostgresRetention | null = null;
  const session = poolSession({
    pool,
    size: options.poolSize ?? DEFAULT_POOL_SIZE,
    assertOpen,
    requestTrim: () => retention?.request() ?? Promise.resolve(),
  });
  if (options.retention !== undefined) {
    retention = createPostgresRetention({
      retention: options.retention,
      onIngestDropped: options.onIngestDropped,
      mode: options.trim ?? 'timer',
      batch: options.trimBatch ?? TRIM_BATCH,
      query: (text, values) => session.query('retention', text, values),
      onError: (error) => {
        options.onBackgroundError?.(error as Error);
      },
    });
  }

  const pinger = createPinger(options.url);
  const ops = createOps(session, options.retention?.keptBytes);
  const keys = createKeyCache({
    read: (digest) => ops.findApiKey(digest),
    listen: (handlers) => listenPostgres(options.url, KEYS_CHANNEL, handlers),
  });
  await keys.start();
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    // The counters are SEQUENCEs (statements.ts NEXT_VALUE): a rolled-back unit leaves a gap.
    sequenceGaps: true,
    ...ops,
    ...keyWrites(ops, keys.invalidate),
    findApiKey: keys.find,

    ping: () => (open ? pinger.ping() : Promise.resolve(false)),

    sandboxClock: createSandboxClockOps(session),

    // A connection of its own per channel, outside the pool: LISTEN holds it for the replica's life.
    notifications: (channel, handlers) => listenPostgres(options.url, channel, handlers),

    close() {
      // Idempotent, as the other stores': shutdown paths may overlap.
      closing ??= (async () => {
        open = false;
        await keys.close();
        await retention?.close();
        await pinger.close();
        await pool.end();
      })();
      return closing;
    },
  };
}

/**
 * The writes that may change a partner's keys, each forgetting the cached keys (key-cache.ts) before it starts and
 * once it has committed: this replica's next request reads what it wrote, without waiting for its own NOTIFY. A
 * transaction forgets them at its end when its function saved a partner.
 */
function keyWrites(ops: StoreOps, invalidate: () => void): Pick<StoreOps, 'savePartner' | 'reset' | 'transaction'> {
  const around = async <T>(write: () => Promise<T>): Promise<T> => {
    invalidate();
    try {
      return await write();
    } finally {
      invalidate();
    }
  };
  return {
    savePartner: (partner) => around(() => ops.savePartner(partner)),
    reset: (options) => around(() => ops.reset(options)),
    async transaction(fn) {
      const touched = { partners: false };
      try {
        return await ops.transaction((tx) => fn({
          ...tx,
          savePartner(partner) {
            touched.partners = true;
            invalidate();
            return tx.savePartner(partner);
          },
          reset(options) {
            touched.partners = true;
            invalidate();
            return tx.reset(options);
          },
        }));
      } finally {
        if (touched.partners) invalidate();
      }
    },
  };
}
