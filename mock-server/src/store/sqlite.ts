/**
 * The SQLite store, used when the mock server runs with `--data-dir`: one file,
 * `<dataDir>/partner-ingest-mock.sqlite`, through Node's built-in `node:sqlite` (no npm dependency).
 * Every call is one autocommitted statement (reset: one transaction), so a write is committed when
 * its promise resolves; inside `transaction(fn)`, when the outermost unit commits. The statements run
 * synchronously (node:sqlite is); serial.ts makes this the asynchronous Store, one unit at a time, and the
 * retention trim waits for the open unit like any other write.
 *
 * One piece: every method of the Store is a closure over the same connection, prepared statements and
 * transaction state, as in memory.ts; the statements themselves live in sqlite-statements.ts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLOutputValue, type StatementSync } from 'node:sqlite';
import { ConfigError } from '../config/error.js';
import { createKeyDigestIndex } from './api-keys.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations.js';
import { serialStore, type StoreEngine } from './serial.js';
import {
  assertCountsMatch, assertOrderable, attemptInputsOf, checkedLimit, closedStoreError, formatIngestId, foundOf,
  INGEST_ID_SEQUENCE, listLimit, tooLargeToKeep, unknownIngestError, withLedgerDefaults,
} from './shared.js';
import { sqliteLeaseOps } from './sqlite-leases.js';
import { createSqliteRetention, scheduleTrimOnTimer, type ScheduleTrim, TRIM_BATCH } from './sqlite-retention.js';
import { listEventsQuery, SQL, type StatementName } from './sqlite-statements.js';
import { sqliteUnits } from './transaction.js';
import type {
  IngestBlobKind, IngestReleaseRecord, IngestRow, PartnerRecord, ResourceFileRecord, RetentionLimits, Store, WebhookAttemptRecord,
  WebhookEventRecord,
} from './types.js';

/** The database file's name inside the data dir. */
export const SQLITE_FILE_NAME = 'partner-ingest-mock.sqlite';

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions {
  /** Folder of the database file; created if missing. */
  dataDir: string;
  /**
   * What the store keeps at most, as the memory store's option (types.ts RetentionLimits: finished ingests, events no
   * longer pending, kept bytes; sqlite-retention.ts); without it, everything is kept.
   */
  retention?: RetentionLimits | undefined;
  /** Told the id of each ingest retention drops (the lookup's record cache forgets it). */
  onIngestDropped?: ((ingestId: string) => void) | undefined;
  /** When the retention trim runs (default: a timer, off the request path). Tests pass one they fire. */
  scheduleTrim?: ScheduleTrim;
  /** Most rows of each kind one trim drops (default {@link TRIM_BATCH}). */
  trimBatch?: number;
}

/** How long a write waits for another connection's lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating if needed) the store in `options.dataDir` and brings its schema up to date.
 * Close it with `close()`; a store that was killed instead keeps everything it acknowledged.
 */
export function openSqliteStore(options: SqliteStoreOptions): Store {
  try {
    mkdirSync(options.dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
    throw new ConfigError('--data-dir (dataDir)', [
      `${JSON.stringify(options.dataDir)} is a file, or under one: pass a folder (created if missing) for the SQLite store`,
    ], { cause: error });
  }
  const file = path.join(options.dataDir, SQLITE_FILE_NAME);
  const db = new DatabaseSync(file);
  let statements: Record<StatementName, StatementSync>;
  try {
    configure(db);
    migrate(db, MIGRATIONS);
    statements = prepareAll(db);
  } catch (error) {
    db.close();
    throw error;
  }
  let open = true;
  const units = sqliteUnits(db);
  // The digests of the partners' keys, in this process: the file has one writer, this store.
  const keyDigests = createKeyDigestIndex();
  for (const row of statements.listPartners.all()) keyDigests.note(parsePartner(row));
  // The trim is a write like any other: it waits for the open unit (serial.ts), bound once the store is made.
  let exclusive: (fn: () => void) => Promise<void> = async (fn) => {
    fn();
  };
  const scheduleTrim = options.scheduleTrim ?? scheduleTrimOnTimer;
  const retention = options.retention === undefined
    ? null
    : createSqliteRetention({
        retention: options.retention,
        onIngestDropped: options.onIngestDropped,
        // A trim that fails (the disk is full, say) is tried again at the next finished row.
        scheduleTrim: (run) => scheduleTrim(() => {
          exclusive(run).catch(() => undefined);
        }),
        batch: options.trimBatch ?? TRIM_BATCH,
        statements,
        transaction: (fn) => units.run(fn),
      });
  // A row finished inside a transaction: the trim is asked for when the outermost one ends.
  let finishedInTransaction = false;
  function transaction<T>(fn: () => T): T {
    try {
      return units.run(fn);
    } finally {
      unitEnded();
    }
  }

  /** After a unit ended: when it was the outermost and finished a row, the trim is asked for. */
  function unitEnded(): void {
    if (units.depth === 0 && finishedInTransaction) {
      finishedInTransaction = false;
      retention?.request();
    }
  }

  /** A row left processing or pending, or bytes were kept: retention may have something to drop (never inside a transaction). */
  function noteFinished(): void {
    if (retention === null) return;
    if (units.depth > 0) finishedInTransaction = true;
    else retention.request();
  }

  /** The prepared statement, or a clear error once the store is closed. */
  function statement(name: StatementName, method: string): StatementSync {
    assertOpen(method);
    return statements[name];
  }

  /** A clear error once the store is closed (a batch call checks before its first item, or with none). */
  function assertOpen(method: string): void {
    if (!open) throw closedStoreError(file, method);
  }

  function nextSequence(name: string, method: string): number {
    const row = statement('nextSequence', method).get(name);
    return Number(row?.value);
  }

  const ops: StoreEngine['ops'] = {
    listPartners() {
      return statement('listPartners', 'listPartners').all().map(parsePartner);
    },

    getPartner(id) {
      const row = statement('getPartner', 'getPartner').get(id);
      return row === undefined ? undefined : parsePartner(row);
    },

    savePartner(partner) {
      statement('savePartner', 'savePartner').run(partner.id, JSON.stringify(partner), partner.updatedAt);
      keyDigests.note(partner);
    },

    findApiKey(digest) {
      const getPartner = statement('getPartner', 'findApiKey');
      return keyDigests.find(digest, (id) => {
        const row = getPartner.get(id);
        return row === undefined ? undefined : parsePartner(row);
      });
    },

    allocateIngestId() {
      return formatIngestId(nextSequence(INGEST_ID_SEQUENCE, 'allocateIngestId'));
    },

    insertIngest(ingest, files, lease) {
      const insert = statement('insertIngest', 'insertIngest');
      assertCountsMatch(ingest, files);
      transaction(() => {
        insert.run(
          ingest.ingestId, ingest.partnerId, ingest.status, ingest.receivedAt, JSON.stringify(ingest),
          // A finished ingest is held by nobody (types.ts insertIngest).
          ...(lease === undefined || ingest.status !== 'processing' ? [null, null] : [lease.owner, lease.now + lease.leaseMs]),
        );
        const insertFile = statements.insertIngestFile;
        files.forEach((file, index) => {
          const { status, failure, ...manifest } = file;
          insertFile.run(ingest.ingestId, index, status, failure ?? null, JSON.stringify(manifest));
        });
      });
    },

    saveIngest(ingest) {
      const update = statement('updateIngestDoc', 'saveIngest');
      const doc = JSON.stringify(ingest);
      const { ingestId, partnerId, status, receivedAt } = ingest;
      if (Number(update.run(doc, ingestId, status, partnerId, receivedAt).changes) > 0) return;
      const { changes } = statements.updateIngest.run(partnerId, status, receivedAt, doc, ingestId);
      if (Number(changes) === 0) throw unknownIngestError(ingestId);
      if (status !== 'processing') noteFinished();
    },

    saveIngests(rows) {
      assertOpen('saveIngests');
      transaction(() => {
        for (const row of rows) ops.saveIngest(row);
      });
    },

    getIngests(ingestIds) {
      assertOpen('getIngests');
      return foundOf(ingestIds, (id) => ops.getIngest(id));
    },

    getIngest(ingestId) {
      const row = statement('getIngest', 'getIngest').get(ingestId);
      return row === undefined ? undefined : parseIngest(row);
    },

    getIngestFile(ingestId, index) {
      const row = statement('getIngestFile', 'getIngestFile').get(ingestId, index);
      return row === undefined ? undefined : parseFile(row);
    },

    listIngestFiles(ingestId, page = {}) {
      const list = statement('listIngestFiles', 'listIngestFiles');
      const offset = checkedLimit(page.offset ?? 0, 'listIngestFiles');
      // LIMIT -1: no limit.
      const limit = page.limit === undefined ? -1 : checkedLimit(page.limit, 'listIngestFiles');
      return list.all(ingestId, offset, limit).map(parseFile);
    },

    nextPendingFiles(ingestId, afterIndex, limit) {
      const next = statement('nextPendingFiles', 'nextPendingFiles');
      const rows = next.all(ingestId, afterIndex, checkedLimit(limit, 'nextPendingFiles'));
      return rows.map((row) => ({ index: Number(row.idx), file: parseFile(row) }));
    },

    recordFileOutcome(ingestId, index, outcome) {
      const record = statement('recordFileOutcome', 'recordFileOutcome');
      const failure = outcome.status === 'failed' ? outcome.failure : null;
      return Number(record.run(outcome.status, failure, ingestId, index).changes) > 0;
    },

    listIngests(filter = {}) {
      const limit = listLimit(filter, 'listIngests');
      const { partnerId, status } = filter;
      let rows: Record<string, SQLOutputValue>[];
      if (partnerId !== undefined && status !== undefined) {
        rows = statement('listIngestsOfPartnerWithStatus', 'listIngests').all(partnerId, status, limit);
      } else if (partnerId !== undefined) {
        rows = statement('listIngestsOfPartner', 'listIngests').all(partnerId, limit);
      } else if (status !== undefined) {
        rows = statement('listIngestsWithStatus', 'listIngests').all(status, limit);
      } else {
        rows = statement('listIngests', 'listIngests').all(limit);
      }
      return rows.map(parseIngest);
    },

    saveIngestRelease(ingestId, release) {
      const save = statement('saveIngestRelease', 'saveIngestRelease');
      if (statements.hasIngest.get(ingestId) === undefined) throw unknownIngestError(ingestId);
      save.run(ingestId, release);
    },

    getIngestRelease(ingestId) {
      const row = statement('getIngestRelease', 'getIngestRelease').get(ingestId);
      return row === undefined ? undefined : JSON.parse(docOf(row)) as IngestReleaseRecord;
    },

    saveIngestBlob(ingestId, kind, bytes) {
      const save = statement('saveIngestBlob', 'saveIngestBlob');
      if (statements.hasIngest.get(ingestId) === undefined) throw unknownIngestError(ingestId);
      const keptBytes = options.retention?.keptBytes;
      if (tooLargeToKeep(bytes, keptBytes)) {
        statements.dropIngestBlob.run(ingestId, kind);
        return;
      }
      save.run(ingestId, kind, bytes);
      // Over ern.keepTotalBytes, the first kept go at the next trim.
      if (keptBytes !== undefined) noteFinished();
    },

    getIngestBlob(ingestId, kind) {
      const row = statement('getIngestBlob', 'getIngestBlob').get(ingestId, kind);
      return row?.bytes instanceof Uint8Array ? row.bytes : undefined;
    },

    ingestBlobSizes(ingestId) {
      const rows = statement('ingestBlobSizes', 'ingestBlobSizes').all(ingestId);
      return Object.fromEntries(rows.map((row) => [row.kind as IngestBlobKind, Number(row.size)]));
    },

    listProcessingIngests() {
      return statement('listProcessingIngests', 'listProcessingIngests').all().map(parseIngest);
    },

    nextSequence(name) {
      return nextSequence(name, 'nextSequence');
    },

    nextSequences(name, count) {
      return Array.from({ length: checkedLimit(count, 'nextSequences') }, () => nextSequence(name, 'nextSequences'));
    },

    saveEvent(event) {
      const update = statement('updateEventState', 'saveEvent');
      assertOrderable(event);
      const doc = JSON.stringify(event);
      // See updateEventState: the usual save is an update of the state only. Both statements run in the
      // caller's transaction when there is one; outside one, an UPDATE that matches no row writes nothing.
      const { changes } = update.run(
        event.state, event.nextAttemptAt, doc, event.eventId, event.seq, event.partnerId, event.ingestId,
      );
      if (Number(changes) === 0) {
        statements.saveEvent.run(
          event.eventId,
          event.seq,
          event.partnerId,
          event.ingestId,
          event.state,
          event.nextAttemptAt,
          doc,
        );
      }
      if (event.state !== 'pending') noteFinished();
    },

    saveEvents(events) {
      assertOpen('saveEvents');
      transaction(() => {
        for (const event of events) ops.saveEvent(event);
      });
    },

    getEvent(eventId) {
      const row = statement('getEvent', 'getEvent').get(eventId);
      return row === undefined ? undefined : parseEvent(row);
    },

    getEvents(eventIds) {
      assertOpen('getEvents');
      return foundOf(eventIds, (id) => ops.getEvent(id));
    },

    listEvents(filter = {}) {
      const { name, params } = listEventsQuery(filter, listLimit(filter, 'listEvents'));
      return statement(name, 'listEvents').all(...params).map(parseEvent);
    },

    listDueEvents(now, limit) {
      const rows = statement('listDueEvents', 'listDueEvents').all(now, checkedLimit(limit, 'listDueEvents'));
      return rows.map(parseEvent);
    },

    nextDueAt() {
      const row = statement('nextDueAt', 'nextDueAt').get();
      return row === undefined ? null : Number(row.next_attempt_at);
    },

    saveAttempt(attempt, event) {
      const save = statement('saveAttempt', 'saveAttempt');
      transaction(() => {
        save.run(attempt.eventId, attempt.number, attempt.outcome, JSON.stringify(attempt));
        if (event !== undefined) ops.saveEvent(event);
      });
    },

    saveAttempts(items) {
      assertOpen('saveAttempts');
      transaction(() => {
        for (const { attempt, event } of items) ops.saveAttempt(attempt, event);
      });
    },

    listAttempts(eventId) {
      return statement('listAttempts', 'listAttempts').all(eventId).map(parseAttempt);
    },

    listInFlightAttempts() {
      return statement('listInFlightAttempts', 'listInFlightAttempts').all().map(parseAttempt);
    },

    getAttemptInputs(eventIds) {
      assertOpen('getAttemptInputs');
      return attemptInputsOf(ops, eventIds);
    },

    ...sqliteLeaseOps(statement, units, { ingest: parseIngest, event: parseEvent }),

    reset(options = {}) {
      // Sequences stay: an ingest id or event id handed out before a reset is never handed out again.
      const deleteIngests = statement('deleteIngests', 'reset');
      transaction(() => {
        deleteIngests.run();
        statements.deleteIngestFiles.run();
        statements.deleteIngestReleases.run();
        statements.deleteIngestBlobs.run();
        statements.deleteAttempts.run();
        statements.deleteEvents.run();
        if (options.partners === true) statements.deletePartners.run();
      });
    },

  };

  const engine: StoreEngine = {
    ops,
    begin() {
      units.begin();
    },
    commit() {
      units.commit();
      unitEnded();
    },
    rollback() {
      units.rollback();
      unitEnded();
    },
    closedError: (method) => closedStoreError(file, method),
    close() {
      open = false;
      retention?.cancel();
      // The last connection to close checkpoints the WAL into the main file and deletes it.
      db.close();
    },
  };
  const serial = serialStore('sqlite', engine);
  exclusive = serial.exclusive;
  return serial.store;
}

function configure(db: DatabaseSync): void {
  // WAL: a commit appends to `<file>-wal` with one write() and no rewriting of the main file, and
  // readers never block the writer.
  db.exec('PRAGMA journal_mode = WAL');
  // synchronous=NORMAL in WAL mode skips the fsync at each commit (it syncs at checkpoints only). A
  // committed transaction is already in the WAL file when the call returns, i.e. in the operating
  // system's page cache, which survives the death of the process: kill -9 or a crash of Node loses
  // nothing acknowledged, and the next open replays the WAL. Only a power cut or kernel crash could
  // drop the last commits (never corrupting the file); a mock server does not need to pay an fsync per
  // write (FULL) for that.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

function prepareAll(db: DatabaseSync): Record<StatementName, StatementSync> {
  const entries = Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)] as const);
  return Object.fromEntries(entries) as Record<StatementName, StatementSync>;
}

function docOf(row: Record<string, SQLOutputValue>): string {
  const doc = row.doc;
  if (typeof doc !== 'string') throw new Error('corrupt store row: the doc column is not text');
  return doc;
}

function parsePartner(row: Record<string, SQLOutputValue>): PartnerRecord {
  return JSON.parse(docOf(row)) as PartnerRecord;
}

function parseIngest(row: Record<string, SQLOutputValue>): IngestRow {
  return JSON.parse(docOf(row)) as IngestRow;
}

/** A file row: the doc written once at insert, with the status and failure recorded since. */
function parseFile(row: Record<string, SQLOutputValue>): ResourceFileRecord {
  const manifest = JSON.parse(docOf(row)) as Omit<ResourceFileRecord, 'status' | 'failure'>;
  const status = row.status as ResourceFileRecord['status'];
  return typeof row.failure === 'string' ? { ...manifest, status, failure: row.failure } : { ...manifest, status };
}

function parseEvent(row: Record<string, SQLOutputValue>): WebhookEventRecord {
  return JSON.parse(docOf(row)) as WebhookEventRecord;
}

function parseAttempt(row: Record<string, SQLOutputValue>): WebhookAttemptRecord {
  return withLedgerDefaults(JSON.parse(docOf(row)) as Parameters<typeof withLedgerDefaults>[0]);
}
