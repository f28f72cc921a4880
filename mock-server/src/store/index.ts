/**
 * The mock server's state behind one interface ({@link Store}): in memory by default, in an embedded
 * SQLite file with `--data-dir`.
 */
import { createMemoryStore, type MemoryStoreOptions } from './memory.js';
import type { Store } from './types.js';

export { createMemoryStore, type MemoryStoreOptions } from './memory.js';
export { MIGRATIONS, type Migration } from './migrations.js';
export { DEFAULT_LIST_LIMIT, INGEST_ID_BASE, INGEST_ID_SEQUENCE } from './shared.js';
export { MAX_STORED_FINDINGS } from './types.js';
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
  PartnerRecord,
  ResourceCounts,
  ResourceFileRecord,
  ResourceFileStatus,
  LeaseRequest,
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
}

/**
 * The SQLite store when `dataDir` is given, the in-memory store otherwise. `node:sqlite` is loaded only
 * then: it needs Node >= 22.13 without a flag, while the rest of the mock runs on 22.12 too.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
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
