/**
 * The in-memory store: the default when the mock server runs without `--data-dir`. State lives in
 * Maps and is lost on exit. A record is copied and frozen when it is saved and handed out as that frozen
 * copy (frozenCopy), so a caller that changes a record it saved cannot change the stored state, and one that
 * tries to change a record it received throws. An ingest's release is kept as JSON text and handed out as a frozen
 * parse of it, a new one per read (saveIngestRelease says why).
 * Each write records its undo (undo-log.ts), so a transaction that rejects leaves the state as SQLite's
 * ROLLBACK would. The store answers synchronously inside; serial.ts makes it the asynchronous Store, one unit at
 * a time. Who holds each ingest and event (issue #18's leases) is kept beside the rows (memory-leases.ts).
 *
 * Retention (config `limits.retainTerminalIngests`, `limits.retainEvents`): a mock that runs for weeks must
 * not grow for ever, so the store keeps at most that many ingests in a terminal state and events no longer
 * pending, and drops the oldest first (in the order they reached that state), an ingest with its finished
 * events and their attempts. A processing ingest and a pending event are never dropped. The bytes kept with
 * ingests (messages, covers) have a bound of their own, `ern.keepTotalBytes` (memory-kept-bytes.ts), applied after
 * retention: the first kept go first. Dropping happens after a write outside any transaction, or when the outermost
 * transaction commits: never half-way through one.
 *
 * One piece: every method of the Store is a closure over the same Maps, undo log and retention queues, and
 * retention must see every write; split across files, that state would have to be passed around whole.
 */
import { createKeyDigestIndex } from './api-keys.js';
import { KeptBytes } from './memory-kept-bytes.js';
import { createMemoryLeases } from './memory-leases.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { serialStore, type StoreEngine } from './serial.js';
import {
  assertCountsMatch, assertOrderable, attemptInputsOf, checkedLimit, closedStoreError, formatIngestId, foundOf,
  INGEST_ID_SEQUENCE, listLimit, tooLargeToKeep, unknownIngestError,
} from './shared.js';
import type {
  IndexedFile, IngestBlobKind, IngestFilter, IngestReleaseRecord, IngestRow, PartnerRecord, ResourceFileRecord, RetentionLimits, Store,
} from './types.js';
import { createUndoLog } from './undo-log.js';

/**
 * A deep copy of a record, frozen. The store copies what it is given once, when it is saved (the caller
 * may go on changing its object), and hands the frozen copy out as is: a reader that tried to change a
 * record would throw instead of changing the store behind its back. Keys whose value is undefined are
 * dropped, as JSON (and so the SQLite store) drops them.
 */
function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Object.freeze(value.map((item: unknown) => frozenCopy(item))) as T;
  const copied: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copied[key] = frozenCopy(item);
  }
  return Object.freeze(copied) as T;
}

/** Freezes a fresh tree (a JSON parse) in place: the reader's own copy, which it cannot change. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}

/** Options of {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /** What the store keeps at most (types.ts RetentionLimits); without it, everything is kept. */
  retention?: RetentionLimits;
  /** Told the id of each ingest retention drops (the lookup's record cache forgets it). */
  onIngestDropped?: (ingestId: string) => void;
}

/** Dropped ids leave `ingestOrder` in one go once they are this many and as many as the ingests kept. */
const ORDER_COMPACTION_MIN = 1024;

const blobKinds: readonly IngestBlobKind[] = ['message', 'cover'];
const blobKey = (ingestId: string, kind: IngestBlobKind): string => `${kind}:${ingestId}`;

export function createMemoryStore(options: MemoryStoreOptions = {}): Store {
  return serialStore('memory', createMemoryEngine(options)).store;
}

function createMemoryEngine(options: MemoryStoreOptions): StoreEngine {
  // Map iteration follows first insertion, and re-setting a key keeps its place: the same order as
  // the SQLite store's rowid, so both list in the order records were first saved.
  let partners = new Map<string, PartnerRecord>();
  let ingests = new Map<string, IngestRow>();
  // The files of each ingest: an array of the store's own (never handed out; lists are copies of a page), of
  // frozen records. Recording an outcome replaces one element: O(1) whatever the number of files.
  let files = new Map<string, ResourceFileRecord[]>();
  // What the create read of each ingest's release, and the bytes kept with it (blobKey: kind and id).
  // As JSON text (saveIngestRelease says why).
  let releases = new Map<string, string>();
  let blobs = new KeptBytes();
  // Ingest ids in order of first save, so listing newest first walks back from the end and stops at
  // the limit instead of copying the whole Map.
  let ingestOrder: string[] = [];
  const sequences = new Map<string, number>();
  const outbox = createMemoryOutbox();
  const leases = createMemoryLeases();
  const undoLog = createUndoLog();
  const keyDigests = createKeyDigestIndex();
  let open = true;
  const { retention } = options;
  // Ids in the order they reached a terminal state (Map: insertion order, O(1) delete at the front); a
  // rolled-back write takes its id out again.
  let finishedIngests = new Map<string, true>();
  let finishedEvents = new Map<string, true>();

  /** A finished row is held by nobody (types.ts saveIngest, saveEvent): its claim goes with the save. */
  function letGo(kind: 'ingest' | 'event', id: string): void {
    const undo = leases.unhold(kind, id);
    if (undo !== null) undoLog.record(undo);
  }

  /**
   * Drops the oldest finished ingests and events over the limits, then the first kept bytes over theirs (after
   * retention, which may have made the room), between transactions only.
   */
  function trim(): void {
    if (undoLog.depth > 0 || retention === undefined) return;
    trimRetention(retention);
    if (retention.keptBytes !== undefined) blobs.trimTo(retention.keptBytes);
  }

  function trimRetention(retention: RetentionLimits): void {
    for (const ingestId of finishedIngests.keys()) {
      if (finishedIngests.size <= retention.terminalIngests) break;
      finishedIngests.delete(ingestId);
      const row = ingests.get(ingestId);
      if (row === undefined || row.status === 'processing') continue;
      ingests.delete(ingestId);
      files.delete(ingestId);
      releases.delete(ingestId);
      for (const kind of blobKinds) blobs.delete(blobKey(ingestId, kind));
      leases.drop('ingest', ingestId);
      for (const eventId of outbox.eventIdsOfIngest(ingestId)) {
        if (outbox.getEvent(eventId)?.state !== 'pending' && outbox.dropEvent(eventId)) {
          finishedEvents.delete(eventId);
          leases.drop('event', eventId);
        }
      }
      options.onIngestDropped?.(ingestId);
    }
    for (const eventId of finishedEvents.keys()) {
      if (finishedEvents.size <= retention.events) break;
      finishedEvents.delete(eventId);
      if (outbox.getEvent(eventId)?.state !== 'pending' && outbox.dropEvent(eventId)) leases.drop('event', eventId);
    }
    if (ingestOrder.length - ingests.size > Math.max(ORDER_COMPACTION_MIN, ingests.size)) {
      ingestOrder = ingestOrder.filter((id) => ingests.has(id));
    }
  }

  /** Puts `id` last in `finished` (when not there yet), undoably. */
  function noteFinished(finished: Map<string, true>, id: string): void {
    if (finished.has(id)) return;
    finished.set(id, true);
    undoLog.record(() => finished.delete(id));
  }

  function assertOpen(method: string): void {
    if (!open) throw closedStoreError('memory', method);
  }

  /** Sets `key` and records how to put back what was there (or delete it). */
  function setUndoably<K, V>(map: Map<K, V>, key: K, value: V): void {
    const previous = map.get(key);
    const existed = map.has(key);
    map.set(key, value);
    undoLog.record(() => {
      if (existed) map.set(key, previous!);
      else map.delete(key);
    });
  }

  function nextSequence(name: string): number {
    const value = (sequences.get(name) ?? 0) + 1;
    setUndoably(sequences, name, value);
    return value;
  }

  function matches(row: IngestRow, filter: IngestFilter): boolean {
    return (filter.partnerId === undefined || row.partnerId === filter.partnerId)
      && (filter.status === undefined || row.status === filter.status);
  }

  const ops: StoreEngine['ops'] = {
    listPartners() {
      assertOpen('listPartners');
      return [...partners.values()];
    },

    getPartner(id) {
      assertOpen('getPartner');
      return partners.get(id);
    },

    savePartner(partner) {
      assertOpen('savePartner');
      setUndoably(partners, partner.id, frozenCopy(partner));
      keyDigests.note(partner);
    },

    findApiKey(digest) {
      assertOpen('findApiKey');
      return keyDigests.find(digest, (id) => partners.get(id));
    },

    allocateIngestId() {
      assertOpen('allocateIngestId');
      return formatIngestId(nextSequence(INGEST_ID_SEQUENCE));
    },

    insertIngest(ingest, ingestFiles, lease) {
      assertOpen('insertIngest');
      if (ingests.has(ingest.ingestId)) throw new Error(`insertIngest: ingest ${ingest.ingestId} exists already; use saveIngest to change it`);
      assertCountsMatch(ingest, ingestFiles);
      ingestOrder.push(ingest.ingestId);
      // Undos run newest first, so the id pushed here is the last one again when this runs.
      undoLog.record(() => ingestOrder.pop());
      setUndoably(files, ingest.ingestId, ingestFiles.map((file) => frozenCopy(file)));
      setUndoably(ingests, ingest.ingestId, frozenCopy(ingest));
      if (lease !== undefined && ingest.status === 'processing') undoLog.record(leases.hold('ingest', ingest.ingestId, lease));
    },

    saveIngest(ingest) {
      assertOpen('saveIngest');
      if (!ingests.has(ingest.ingestId)) throw unknownIngestError(ingest.ingestId);
      setUndoably(ingests, ingest.ingestId, frozenCopy(ingest));
      if (ingest.status !== 'processing') {
        letGo('ingest', ingest.ingestId);
        if (retention !== undefined) {
          noteFinished(finishedIngests, ingest.ingestId);
          trim();
        }
      }
    },

    saveIngests(rows) {
      assertOpen('saveIngests');
      // All or nothing: an unknown id is refused before any row is saved.
      for (const row of rows) if (ops.getIngest(row.ingestId) === undefined) throw unknownIngestError(row.ingestId);
      for (const row of rows) ops.saveIngest(row);
    },

    getIngests(ingestIds) {
      assertOpen('getIngests');
      return foundOf(ingestIds, (id) => ops.getIngest(id));
    },

    getIngest(ingestId) {
      assertOpen('getIngest');
      return ingests.get(ingestId);
    },

    getIngestFile(ingestId, index) {
      assertOpen('getIngestFile');
      return files.get(ingestId)?.[index];
    },

    listIngestFiles(ingestId, page = {}) {
      assertOpen('listIngestFiles');
      const offset = checkedLimit(page.offset ?? 0, 'listIngestFiles');
      const all = files.get(ingestId) ?? [];
      const limit = page.limit === undefined ? all.length : checkedLimit(page.limit, 'listIngestFiles');
      return all.slice(offset, offset + limit);
    },

    nextPendingFiles(ingestId, afterIndex, limit) {
      assertOpen('nextPendingFiles');
      checkedLimit(limit, 'nextPendingFiles');
      const all = files.get(ingestId) ?? [];
      const found: IndexedFile[] = [];
      for (let index = Math.max(0, Math.floor(afterIndex) + 1); index < all.length && found.length < limit; index++) {
        const file = all[index]!;
        if (file.status === 'pending') found.push({ index, file });
      }
      return found;
    },

    recordFileOutcome(ingestId, index, outcome) {
      assertOpen('recordFileOutcome');
      const all = files.get(ingestId);
      const file = all?.[index];
      if (!all || file?.status !== 'pending') return false;
      all[index] = frozenCopy({ ...file, ...outcome });
      undoLog.record(() => {
        all[index] = file;
      });
      return true;
    },

    listIngests(filter = {}) {
      assertOpen('listIngests');
      const limit = listLimit(filter, 'listIngests');
      const found: IngestRow[] = [];
      for (let i = ingestOrder.length - 1; i >= 0 && found.length < limit; i--) {
        // An id retention dropped stays in ingestOrder until the next compaction.
        const row = ingests.get(ingestOrder[i]!);
        if (row !== undefined && matches(row, filter)) found.push(row);
      }
      return found;
    },

    saveIngestRelease(ingestId, release) {
      assertOpen('saveIngestRelease');
      if (!ingests.has(ingestId)) throw unknownIngestError(ingestId);
      // Kept as the JSON text it comes as, read (by the operator's views) far less often than written (once per create).
      // As objects, a release of tracks, artists and findings is hundreds of them per ingest, which every full GC marks
      // again (side by side, 10-25% more creates/s of 1_Audio as text). The text is also fresh (JSON.stringify's): the
      // summary's strings were cut from the message's, and V8 keeps a substring as a slice of its parent, so the objects
      // would keep every create's whole message alive.
      setUndoably(releases, ingestId, release);
    },

    getIngestRelease(ingestId) {
      assertOpen('getIngestRelease');
      const text = releases.get(ingestId);
      return text === undefined ? undefined : deepFreeze(JSON.parse(text) as IngestReleaseRecord);
    },

    saveIngestBlob(ingestId, kind, bytes) {
      assertOpen('saveIngestBlob');
      if (!ingests.has(ingestId)) throw unknownIngestError(ingestId);
      const key = blobKey(ingestId, kind);
      if (tooLargeToKeep(bytes, retention?.keptBytes)) {
        undoLog.record(blobs.drop(key));
        return;
      }
      // A copy in, a copy out: bytes cannot be frozen.
      undoLog.record(blobs.set(key, bytes.slice()));
      // Over ern.keepTotalBytes, the first kept go (now, or when the transaction commits).
      trim();
    },

    getIngestBlob(ingestId, kind) {
      assertOpen('getIngestBlob');
      return blobs.get(blobKey(ingestId, kind))?.slice();
    },

    ingestBlobSizes(ingestId) {
      assertOpen('ingestBlobSizes');
      const sizes: Partial<Record<IngestBlobKind, number>> = {};
      for (const kind of blobKinds) {
        const bytes = blobs.get(blobKey(ingestId, kind));
        if (bytes !== undefined) sizes[kind] = bytes.byteLength;
      }
      return sizes;
    },

    listProcessingIngests() {
      assertOpen('listProcessingIngests');
      const found: IngestRow[] = [];
      for (const row of ingests.values()) {
        if (row.status === 'processing') found.push(row);
      }
      return found;
    },

    nextSequence(name) {
      assertOpen('nextSequence');
      return nextSequence(name);
    },

    nextSequences(name, count) {
      assertOpen('nextSequences');
      return Array.from({ length: checkedLimit(count, 'nextSequences') }, () => nextSequence(name));
    },

    saveEvent(event) {
      assertOpen('saveEvent');
      assertOrderable(event);
      undoLog.record(outbox.saveEvent(frozenCopy(event)));
      // Deliberately like saveIngest: the same steps, on events that leave 'pending' instead of ingests.
      if (event.state !== 'pending') {
        letGo('event', event.eventId);
        if (retention !== undefined) {
          noteFinished(finishedEvents, event.eventId);
          trim();
        }
      }
    },

    saveEvents(events) {
      assertOpen('saveEvents');
      for (const event of events) assertOrderable(event);
      for (const event of events) ops.saveEvent(event);
    },

    getEvent(eventId) {
      assertOpen('getEvent');
      return outbox.getEvent(eventId);
    },

    getEvents(eventIds) {
      assertOpen('getEvents');
      return foundOf(eventIds, (id) => ops.getEvent(id));
    },

    listEvents(filter = {}) {
      assertOpen('listEvents');
      return outbox.listEvents(filter, listLimit(filter, 'listEvents'));
    },

    listDueEvents(now, limit) {
      assertOpen('listDueEvents');
      return outbox.listDueEvents(now, checkedLimit(limit, 'listDueEvents'));
    },

    nextDueAt() {
      assertOpen('nextDueAt');
      return outbox.nextDueAt();
    },

    saveAttempt(attempt, event) {
      assertOpen('saveAttempt');
      undoLog.record(outbox.saveAttempt(frozenCopy(attempt)));
      if (event !== undefined) ops.saveEvent(event);
    },

    saveAttempts(items) {
      assertOpen('saveAttempts');
      for (const { attempt, event } of items) ops.saveAttempt(attempt, event);
    },

    listAttempts(eventId) {
      assertOpen('listAttempts');
      return outbox.listAttempts(eventId);
    },

    listInFlightAttempts() {
      assertOpen('listInFlightAttempts');
      return outbox.listInFlightAttempts();
    },

    getAttemptInputs(eventIds) {
      assertOpen('getAttemptInputs');
      return attemptInputsOf(ops, eventIds);
    },

    claimIngests(lease, limit) {
      assertOpen('claimIngests');
      checkedLimit(limit, 'claimIngests');
      const found: IngestRow[] = [];
      // Oldest first: the order of first save.
      for (let i = 0; i < ingestOrder.length && found.length < limit; i++) {
        const row = ingests.get(ingestOrder[i]!);
        if (row?.status !== 'processing' || !leases.isFree('ingest', row.ingestId, lease.now)) continue;
        undoLog.record(leases.hold('ingest', row.ingestId, lease));
        found.push(row);
      }
      return found;
    },

    claimDueEvents(now, lease, limit, dueAgainAt) {
      assertOpen('claimDueEvents');
      const found = outbox.listDueEvents(now, checkedLimit(limit, 'claimDueEvents'), (event) => leases.isFree('event', event.eventId, lease.now));
      return found.map((event) => {
        undoLog.record(leases.hold('event', event.eventId, lease));
        if (dueAgainAt === undefined) return event;
        const claimed = frozenCopy({ ...event, nextAttemptAt: dueAgainAt });
        undoLog.record(outbox.saveEvent(claimed));
        return claimed;
      });
    },

    releaseClaim(kind, id, owner) {
      assertOpen('releaseClaim');
      const undo = leases.release(kind, id, owner);
      if (undo !== null) undoLog.record(undo);
    },

    renewLeases(lease) {
      assertOpen('renewLeases');
      const { count, undo } = leases.renew(lease);
      undoLog.record(undo);
      return count;
    },

    releaseLeases(owner) {
      assertOpen('releaseLeases');
      undoLog.record(leases.releaseAll(owner));
    },

    reset(resetOptions = {}) {
      assertOpen('reset');
      // Sequences stay: an ingest id or event id handed out before a reset is never handed out again.
      // Fresh collections instead of clear(), so that the undo can put the old ones back.
      const before = { ingests, files, releases, blobs, ingestOrder, partners, finishedIngests, finishedEvents };
      ingests = new Map();
      files = new Map();
      releases = new Map();
      blobs = new KeptBytes();
      ingestOrder = [];
      finishedIngests = new Map();
      finishedEvents = new Map();
      if (resetOptions.partners === true) partners = new Map();
      undoLog.record(() => {
        ({ ingests, files, releases, blobs, ingestOrder, partners, finishedIngests, finishedEvents } = before);
      });
      undoLog.record(outbox.clear());
      undoLog.record(leases.clear());
    },
  };

  return {
    ops,
    begin() {
      undoLog.begin();
    },
    commit() {
      undoLog.commit();
      trim();
    },
    rollback() {
      undoLog.rollback();
      trim();
    },
    closedError: (method) => closedStoreError('memory', method),
    close() {
      open = false;
      partners.clear();
      keyDigests.clear();
      ingests.clear();
      files.clear();
      releases.clear();
      blobs.clear();
      ingestOrder = [];
      outbox.clear();
      leases.clear();
    },
  };
}
