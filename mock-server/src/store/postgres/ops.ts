/**
 * The store's operations ({@link StoreOps}) over a {@link Session}: the same code on the pool and inside a unit,
 * where reads of an ingest or an event lock the row (`FOR UPDATE`) and `transaction` nests as a savepoint.
 *
 * One piece: every operation is a closure over the same session; split by table, each part would need the session
 * and the unit-nesting passed around, and `transaction` hands the whole set on to its function.
 */
import { apiKeyDigest, matchKey } from '../api-keys.js';
import {
  assertCountsMatch, assertOrderable, checkedLimit, formatIngestId, INGEST_ID_SEQUENCE, listLimit, tooLargeToKeep, unknownIngestError,
} from '../shared.js';
import type {
  AttemptInputs, IngestBlobKind, IngestReleaseRecord, IngestRow, LeaseRequest, PartnerRecord, StoreOps, WebhookFaults,
} from '../types.js';
import {
  asColumns, attemptWriteColumns, bigintNumber, distinctRuns, type DocRow, eventColumns, type EventRow, fileColumns, type FileRow,
  parseAttempt, parseDoc, parseEvent, parseFile, parseIndexedFile, runsOfDistinct,
} from './rows.js';
import type { Session } from './session.js';
import { listEventsQuery, listIngestsQuery, NEXT_VALUE, NEXT_VALUES, SQL } from './statements.js';

/** SQLSTATE of a primary key taken. */
const UNIQUE_VIOLATION = '23505';

/** Files written by one statement of insertIngest. */
export const FILE_BATCH = 5_000;

function leaseEnd(lease: LeaseRequest): number {
  if (!Number.isSafeInteger(lease.now) || !Number.isSafeInteger(lease.leaseMs) || lease.leaseMs < 0) {
    throw new RangeError(`a lease needs whole milliseconds: now ${String(lease.now)}, leaseMs ${String(lease.leaseMs)}`);
  }
  return lease.now + lease.leaseMs;
}

function unitOf(session: Session, operation: string) {
  return <T>(fn: (inner: Session) => Promise<T>): Promise<T> => session.unit(operation, fn);
}

/** `keptBytes`: ern.keepTotalBytes (types.ts RetentionLimits), when the store has one. */
export function createOps(session: Session, keptBytes?: number): StoreOps {
  const docs = async <T>(operation: string, text: string, values?: unknown[]): Promise<T[]> => {
    const { rows } = await session.query<DocRow>(operation, text, values);
    return rows.map((row) => parseDoc(row) as T);
  };
  const doc = async <T>(operation: string, text: string, values: unknown[]): Promise<T | undefined> => {
    const [first] = await docs<T>(operation, text, values);
    return first;
  };
  const nextSequence = async (operation: string, name: keyof typeof NEXT_VALUE): Promise<number> => {
    // No parameters, but [] all the same: the statement is prepared once per connection (session.ts).
    const { rows } = await session.query<{ value: string }>(operation, NEXT_VALUE[name], []);
    return bigintNumber(rows[0]?.value);
  };

  const ops: StoreOps = {
    listPartners: () => docs<PartnerRecord>('listPartners', SQL.listPartners),
    getPartner: (id) => doc<PartnerRecord>('getPartner', SQL.getPartner, [id]),
    async savePartner(partner) {
      const keys = new Map(partner.apiKeys.filter((key) => key.revokedAt === null).map((key) => [apiKeyDigest(key.key), key.id]));
      await session.query('savePartner', SQL.savePartner, [
        partner.id, JSON.stringify(partner), partner.updatedAt, [...keys.keys()], [...keys.values()],
      ]);
    },
    async findApiKey(digest) {
      const partner = await doc<PartnerRecord>('findApiKey', SQL.findApiKey, [digest]);
      return partner === undefined ? undefined : matchKey(partner, digest);
    },

    async allocateIngestId() {
      return formatIngestId(await nextSequence('allocateIngestId', INGEST_ID_SEQUENCE));
    },
    nextSequence: (name) => nextSequence('nextSequence', name),
    async nextSequences(name, count) {
      session.assertOpen('nextSequences');
      if (checkedLimit(count, 'nextSequences') === 0) return [];
      const { rows } = await session.query<{ value: string }>('nextSequences', NEXT_VALUES[name], [count]);
      return rows.map((row) => bigintNumber(row.value)).sort((a, b) => a - b);
    },

    async insertIngest(ingest, files, lease) {
      assertCountsMatch(ingest, files);
      // A finished ingest is held by nobody (types.ts insertIngest).
      const holder = lease === undefined || ingest.status !== 'processing' ? [null, null] : [lease.owner, leaseEnd(lease)];
      const row = [ingest.ingestId, ingest.partnerId, ingest.status, ingest.receivedAt, JSON.stringify(ingest), ...holder];
      const taken = (error: unknown) => ((error as { code?: unknown }).code === UNIQUE_VIOLATION
        ? new Error(`insertIngest: ingest ${ingest.ingestId} exists already; use saveIngest to change it`, { cause: error })
        : error);
      if (!session.inUnit && files.length <= FILE_BATCH) {
        // The usual create: one statement.
        try {
          await session.query('insertIngest', SQL.insertIngestWithFiles, [...row, ...fileColumns(files, 0, FILE_BATCH)]);
        } catch (error) {
          throw taken(error);
        }
      } else {
        // A unit of its own (a savepoint inside a caller's unit, which a failure leaves usable): all or nothing.
        await unitOf(session, 'insertIngest')(async (unit) => {
          try {
            await unit.query('insertIngest', SQL.insertIngest, row);
          } catch (error) {
            throw taken(error);
          }
          for (let offset = 0; offset < files.length; offset += FILE_BATCH) {
            await unit.query('insertIngest', SQL.insertIngestFiles, [ingest.ingestId, ...fileColumns(files, offset, FILE_BATCH)]);
          }
        });
      }
      if (ingest.status !== 'processing') await session.finished();
    },

    async saveIngest(ingest) {
      const { rowCount } = await session.query('saveIngest', SQL.updateIngest, [
        ingest.ingestId, ingest.partnerId, ingest.status, ingest.receivedAt, JSON.stringify(ingest),
      ]);
      if (rowCount === 0) throw unknownIngestError(ingest.ingestId);
      if (ingest.status !== 'processing') await session.finished();
    },

    async saveIngests(rows) {
      session.assertOpen('saveIngests');
      const runs = runsOfDistinct(rows, (row) => [row.ingestId]);
      const write = async (on: Session) => {
        for (const run of runs) {
          const columns = run.map((row) => [row.ingestId, row.partnerId, row.status, row.receivedAt, JSON.stringify(row)]);
          const { rows: saved } = await on.query<{ ingest_id: string }>('saveIngests', SQL.updateIngests, asColumns(columns, 5));
          if (saved.length < run.length) {
            // None of the run was saved: the first id missing is the one to name.
            const known = await on.query<{ ingest_id: string }>('saveIngests', SQL.knownIngests, [run.map((row) => row.ingestId)]);
            const found = new Set(known.rows.map((row) => row.ingest_id));
            throw unknownIngestError(run.find((row) => !found.has(row.ingestId))?.ingestId ?? run[0]!.ingestId);
          }
        }
      };
      // One statement is all or nothing; more (an ingest twice) are a unit, so that an unknown id takes back the runs before.
      if (runs.length <= 1) await write(session);
      else await unitOf(session, 'saveIngests')(write);
      if (rows.some((row) => row.status !== 'processing')) await session.finished();
    },

    async getIngests(ingestIds) {
      session.assertOpen('getIngests');
      const found = await docs<IngestRow>('getIngests', session.inUnit ? SQL.getIngestsForUpdate : SQL.getIngests, [[...ingestIds]]);
      return new Map(found.map((row) => [row.ingestId, row]));
    },

    getIngest: (ingestId) => doc<IngestRow>('getIngest', session.inUnit ? SQL.getIngestForUpdate : SQL.getIngest, [ingestId]),

    async getIngestFile(ingestId, index) {
      const { rows } = await session.query<FileRow>('getIngestFile', SQL.getIngestFile, [ingestId, index]);
      return rows[0] === undefined ? undefined : parseFile(rows[0]);
    },

    async listIngestFiles(ingestId, page = {}) {
      const offset = checkedLimit(page.offset ?? 0, 'listIngestFiles');
      const limit = page.limit === undefined ? null : checkedLimit(page.limit, 'listIngestFiles');
      const { rows } = await session.query<FileRow>('listIngestFiles', SQL.listIngestFiles, [ingestId, offset, limit]);
      return rows.map(parseFile);
    },

    async nextPendingFiles(ingestId, afterIndex, limit) {
      const { rows } = await session.query<FileRow & { idx: number }>('nextPendingFiles', SQL.nextPendingFiles, [
        ingestId, afterIndex, checkedLimit(limit, 'nextPendingFiles'),
      ]);
      return rows.map(parseIndexedFile);
    },

    async recordFileOutcome(ingestId, index, outcome) {
      const failure = outcome.status === 'failed' ? outcome.failure : null;
      const { rowCount } = await session.query('recordFileOutcome', SQL.recordFileOutcome, [outcome.status, failure, ingestId, index]);
      return (rowCount ?? 0) > 0;
    },

    async listIngests(filter = {}) {
      const { text, values } = listIngestsQuery(filter, listLimit(filter, 'listIngests'));
      return docs<IngestRow>('listIngests', text, values);
    },

    listProcessingIngests: () => docs<IngestRow>('listProcessingIngests', SQL.listProcessingIngests),

    async saveIngestRelease(ingestId, release) {
      const { rowCount } = await session.query('saveIngestRelease', SQL.saveIngestRelease, [ingestId, release]);
      if (rowCount === 0) throw unknownIngestError(ingestId);
    },

    getIngestRelease: (ingestId) => doc<IngestReleaseRecord>('getIngestRelease', SQL.getIngestRelease, [ingestId]),

    async saveIngestBlob(ingestId, kind, bytes) {
      if (tooLargeToKeep(bytes, keptBytes)) {
        const { rowCount } = await session.query('saveIngestBlob', SQL.dropIngestBlob, [ingestId, kind]);
        if (rowCount === 0) throw unknownIngestError(ingestId);
        return;
      }
      const { rowCount } = await session.query('saveIngestBlob', SQL.saveIngestBlob, [ingestId, kind, Buffer.from(bytes)]);
      if (rowCount === 0) throw unknownIngestError(ingestId);
      // Over ern.keepTotalBytes, the first kept go at the next trim (retention.ts).
      if (keptBytes !== undefined) await session.finished();
    },

    async getIngestBlob(ingestId, kind) {
      const { rows } = await session.query<{ bytes: Buffer }>('getIngestBlob', SQL.getIngestBlob, [ingestId, kind]);
      // A copy, as a plain Uint8Array (not the driver's Buffer).
      return rows[0] === undefined ? undefined : new Uint8Array(rows[0].bytes);
    },

    async ingestBlobSizes(ingestId) {
      const { rows } = await session.query<{ kind: IngestBlobKind; size: number }>('ingestBlobSizes', SQL.ingestBlobSizes, [ingestId]);
      return Object.fromEntries(rows.map((row) => [row.kind, row.size]));
    },

    transaction: (fn) => session.unit('transaction', (unit) => fn(createOps(unit, keptBytes))),

    async saveEvent(event) {
      assertOrderable(event);
      await session.query('saveEvent', SQL.saveEvent, eventColumns(event));
      if (event.state !== 'pending') await session.finished();
    },

    async saveEvents(events) {
      session.assertOpen('saveEvents');
      for (const event of events) assertOrderable(event);
      const runs = runsOfDistinct(events, (event) => [event.eventId]);
      const write = async (on: Session) => {
        for (const run of runs) await on.query('saveEvents', SQL.saveEvents, asColumns(run.map(eventColumns), 7));
      };
      if (runs.length <= 1 || session.inUnit) await write(session);
      else await unitOf(session, 'saveEvents')(write);
      if (events.some((event) => event.state !== 'pending')) await session.finished();
    },

    async getEvent(eventId) {
      const { rows } = await session.query<EventRow>('getEvent', session.inUnit ? SQL.getEventForUpdate : SQL.getEvent, [eventId]);
      return rows[0] === undefined ? undefined : parseEvent(rows[0]);
    },

    async getEvents(eventIds) {
      session.assertOpen('getEvents');
      const { rows } = await session.query<EventRow>('getEvents', session.inUnit ? SQL.getEventsForUpdate : SQL.getEvents, [[...eventIds]]);
      return new Map(rows.map((row) => {
        const event = parseEvent(row);
        return [event.eventId, event];
      }));
    },

    async listEvents(filter = {}) {
      const { text, values } = listEventsQuery(filter, listLimit(filter, 'listEvents'));
      return (await session.query<EventRow>('listEvents', text, values)).rows.map(parseEvent);
    },

    listDueEvents: async (now, limit) => (await session.query<EventRow>('listDueEvents', SQL.listDueEvents, [
      now, checkedLimit(limit, 'listDueEvents'),
    ])).rows.map(parseEvent),

    async nextDueAt() {
      const { rows } = await session.query<{ next_attempt_at: string }>('nextDueAt', SQL.nextDueAt);
      return rows[0] === undefined ? null : bigintNumber(rows[0].next_attempt_at);
    },

    async saveAttempt(attempt, event) {
      const columns = [attempt.eventId, attempt.number, attempt.outcome, JSON.stringify(attempt)];
      if (event === undefined) {
        await session.query('saveAttempt', SQL.saveAttempt, columns);
        return;
      }
      assertOrderable(event);
      await session.query('saveAttempt', SQL.saveAttemptAndEvent, [...eventColumns(event), ...columns]);
      if (event.state !== 'pending') await session.finished();
    },

    async saveAttempts(items) {
      session.assertOpen('saveAttempts');
      for (const item of items) if (item.event !== undefined) assertOrderable(item.event);
      const runs = distinctRuns(items);
      // Two statements or more: one unit, so that the batch is one write, as the interface says.
      const write = (on: Session) => (async () => {
        for (const run of runs) await on.query('saveAttempts', SQL.saveAttempts, attemptWriteColumns(run));
      })();
      if (runs.length === 1 || session.inUnit) await write(session);
      else await unitOf(session, 'saveAttempts')(write);
      if (items.some(({ event }) => event !== undefined && event.state !== 'pending')) await session.finished();
    },

    async listAttempts(eventId) {
      const { rows } = await session.query<DocRow>('listAttempts', SQL.listAttempts, [eventId]);
      return rows.map(parseAttempt);
    },

    async getAttemptInputs(eventIds) {
      session.assertOpen('getAttemptInputs');
      const { rows } = await session.query<EventRow & { partner: string | null; attempt_count: number; ingest_faults: string | null }>(
        'getAttemptInputs', session.inUnit ? SQL.getAttemptInputsForUpdate : SQL.getAttemptInputs, [[...eventIds]],
      );
      // The partner's doc once per partner in the batch.
      const partners = new Map<string, PartnerRecord | undefined>();
      const found = new Map<string, AttemptInputs>();
      for (const row of rows) {
        const event = parseEvent(row);
        if (!partners.has(event.partnerId)) {
          partners.set(event.partnerId, row.partner === null ? undefined : parseDoc({ doc: row.partner }) as PartnerRecord);
        }
        found.set(event.eventId, {
          event,
          partner: partners.get(event.partnerId),
          attemptCount: row.attempt_count,
          ingestWebhookFaults: row.ingest_faults === null ? undefined : JSON.parse(row.ingest_faults) as WebhookFaults,
        });
      }
      return found;
    },

    async listInFlightAttempts() {
      const { rows } = await session.query<DocRow>('listInFlightAttempts', SQL.listInFlightAttempts);
      return rows.map(parseAttempt);
    },

    async claimIngests(lease, limit) {
      const { rows } = await session.query<DocRow & { ord: string }>('claimIngests', SQL.claimIngests, [
        lease.owner, lease.now, leaseEnd(lease), checkedLimit(limit, 'claimIngests'),
      ]);
      // UPDATE … RETURNING gives no order: oldest first, as the claim picked them.
      return rows
        .map((row) => ({ ord: bigintNumber(row.ord), ingest: parseDoc(row) as IngestRow }))
        .sort((a, b) => a.ord - b.ord)
        .map((row) => row.ingest);
    },

    async claimDueEvents(now, lease, limit, dueAgainAt) {
      const { rows } = await session.query<EventRow & { due: string; seq: string; ord: string }>(
        'claimDueEvents', SQL.claimDueEvents,
        [lease.owner, lease.now, leaseEnd(lease), checkedLimit(limit, 'claimDueEvents'), now, dueAgainAt ?? null],
      );
      const key = (row: (typeof rows)[number]) => [bigintNumber(row.due), bigintNumber(row.seq), bigintNumber(row.ord)];
      return rows
        .map((row) => ({ key: key(row), event: parseEvent(row) }))
        .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
        .map((row) => row.event);
    },

    async releaseClaim(kind, id, owner) {
      await session.query('releaseClaim', kind === 'ingest' ? SQL.releaseIngest : SQL.releaseEvent, [id, owner]);
    },

    async renewLeases(lease) {
      const { rows } = await session.query<{ held: number }>('renewLeases', SQL.renewLeases, [lease.owner, leaseEnd(lease)]);
      return rows[0]?.held ?? 0;
    },

    async releaseLeases(owner) {
      await session.query('releaseLeases', SQL.releaseIngests, [owner]);
      await session.query('releaseLeases', SQL.releaseEvents, [owner]);
      await session.query('releaseLeases', SQL.releaseOwner, [owner]);
    },

    async reset(options = {}) {
      // Sequences stay: an ingest id or event id handed out before a reset is never handed out again.
      await unitOf(session, 'reset')(async (unit) => {
        await unit.query('reset', SQL.reset);
        if (options.partners === true) await unit.query('reset', SQL.resetPartners);
      });
    },
  };
  return ops;
}
