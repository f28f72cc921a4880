/**
 * The mock server's state behind one interface ({@link Store}): in memory by default, in an embedded
 * SQLite file with `--data-dir`, in PostgreSQL with `--database-url` (several replicas on one database).
 */
import { createMemoryStore, type MemoryStoreOptions } from './memory.js';
import type { Store } from './types.js';

export { createMemoryStore, type MemoryStoreOptions } from './memory.js';
export { MIGRATIONS, type Migration } from './migrations.js';
export { DEFAULT_LIST_LIMIT, INGEST_ID_BASE, INGEST_ID_SEQUENCE } from './shared.js';
export { databaseUrlProblem, redactDatabaseUrl } from './database-url.js';
export { isStoreUnavailable, StoreUnavailableError } from './unavailable.js';
export { ingestReleaseJson, MAX_STORED_FINDINGS, SEQUENCE_NAMES } from './types.js';
export type {
  ApiKeyRecord,
  FileOutcome,
  IndexedFile,
  IngestBlobKind,
  IngestFilter,
  IngestReleaseRecord,
  IngestPlan,
  IngestRow,
  IngestStatus,
  LeaseRequest,
  PartnerRecord,
  ResourceCounts,
  ResourceFileRecord,
  ResourceFileStatus,
  RetentionLimits,
  SequenceName,
  Store,
  StoreOps,
  WebhookAttemptKind,
  WebhookAttemptRecord,
  WebhookEventFilter,
  WebhookEventRecord,
  WebhookEventState,
  WebhookFaultMark,
  WebhookFaultName,
} from './types.js';

/** Options of {@link openStore}. */
export interface OpenStoreOptions extends MemoryStoreOptions {
  /**
   * Keep state in SQLite in this folder; without it, state lives in memory and ends with the process. Both
   * stores keep the same `retention` limits (the SQLite store trims on a timer, in batches).
   */
  dataDir?: string;
  /**
   * Keep state in PostgreSQL at this `postgres://` URL (config `store.url`), shared by every replica opened on it;
   * `dataDir` must then be absent. node-postgres is loaded only then.
   */
  databaseUrl?: string;
  /** PostgreSQL: connections at most (config `store.poolSize`, default 10). */
  poolSize?: number;
  /** PostgreSQL: told of failures off any call's path (an idle connection that broke, a timed trim that failed). */
  onBackgroundError?: (error: Error) => void;
}

/**
 * The PostgreSQL store when `databaseUrl` is given, the SQLite store when `dataDir` is, the in-memory store
 * otherwise. `node:sqlite` is loaded only for SQLite: it needs Node >= 22.13 without a flag, while the rest of the
 * mock runs on 22.12 too; `pg` only for PostgreSQL. Rejects with a StoreUnavailableError when the database cannot
 * be reached.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  if (options.databaseUrl !== undefined) {
    if (options.dataDir !== undefined) {
      throw new Error('openStore: pass either dataDir (SQLite) or databaseUrl (PostgreSQL), not both');
    }
    const { openPostgresStore } = await import('./postgres/store.js');
    return openPostgresStore({
      url: options.databaseUrl,
      poolSize: options.poolSize,
      retention: options.retention,
      onIngestDropped: options.onIngestDropped,
      onBackgroundError: options.onBackgroundError,
    });
  }
  if (options.dataDir === undefined) return createMemoryStore(options);
  let sqlite: typeof import('./sqlite.js');
  try {
    sqlite = await import('./sqlite.js');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_UNKNOWN_BUILTIN_MODULE') {
      throw new Error(`--data-dir needs node:sqlite, which this Node.js (${process.version}) lacks: use Node >= 22.13 (24 LTS recommended).`, { cause: error });
    }
    throw error;
  }
  return sqlite.openSqliteStore({
    dataDir: options.dataDir,
    retention: options.retention,
    onIngestDropped: options.onIngestDropped,
  });
}
