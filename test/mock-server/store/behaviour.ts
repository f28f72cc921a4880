/**
 * The behaviour every Store promises (mock-server/src/store/types.ts), as one suite that each
 * implementation runs against itself: memory.test.ts and sqlite.test.ts. The webhook outbox and
 * transactions have their own files, run from here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, IngestStatus, Store } from '../../../mock-server/src/store/index.js';
import { describeOutboxBehaviour } from './behaviour-outbox.js';
import { describeReleaseBehaviour } from './behaviour-release.js';
import { describeTransactionBehaviour } from './behaviour-transaction.js';
import { failed, ingest, ingestFiles, insert, partner, tryToChange, webhookAttempt, webhookEvent } from './support.js';

export function describeStoreBehaviour(name: string, open: () => Store): void {
  describe(`${name} store behaviour`, () => {
    let store: Store;
    beforeEach(() => {
      store = open();
    });
    afterEach(() => {
      store.close();
    });

    /** Saves ingests with freshly allocated ids, in order, and returns them as saved. */
    function saveNew(...variants: Partial<IngestRow>[]): IngestRow[] {
      return variants.map((overrides) => {
        const row = ingest(store.allocateIngestId(), overrides);
        insert(store, row);
        return row;
      });
    }

    const ids = (rows: IngestRow[]) => rows.map((row) => row.ingestId);

    describe('partners', () => {
      it('round-trips a partner with its keys, a revoked key and a null webhookUrl', () => {
        const saved = partner();
        store.savePartner(saved);
        expect(store.getPartner('partner-a')).toStrictEqual(saved);
        expect(store.listPartners()).toStrictEqual([saved]);
      });

      it('answers undefined for an unknown partner', () => {
        store.savePartner(partner());
        expect(store.getPartner('partner-b')).toBeUndefined();
      });

      it('replaces a partner saved again and keeps its place in the list', () => {
        store.savePartner(partner({ id: 'partner-a' }));
        store.savePartner(partner({ id: 'partner-b' }));
        const changed = partner({
          id: 'partner-a',
          active: false,
          webhookUrl: 'https://hooks.partner-a.example/ingest',
          apiKeys: [],
          updatedAt: '2025-04-01T00:00:00.000Z',
        });
        store.savePartner(changed);
        expect(store.getPartner('partner-a')).toStrictEqual(changed);
        expect(store.listPartners().map((p) => p.id)).toEqual(['partner-a', 'partner-b']);
      });
    });

    describe('ingests', () => {
      it('returns a saved ingest as it was saved', () => {
        const [row] = saveNew({});
        expect(store.getIngest(row!.ingestId)).toStrictEqual(row);
      });

      it('answers undefined for an unknown ingest id', () => {
        saveNew({});
        expect(store.getIngest('1799999999')).toBeUndefined();
      });

      it('replaces an ingest saved again, in lookups and in status filters', () => {
        const [row] = saveNew({});
        const done = failed(row!);
        store.saveIngest(done);
        expect(store.getIngest(row!.ingestId)).toStrictEqual(done);
        expect(store.listIngests()).toStrictEqual([done]);
        expect(store.listIngests({ status: 'processing' })).toEqual([]);
        expect(store.listIngests({ status: 'failed' })).toStrictEqual([done]);
        expect(store.listProcessingIngests()).toEqual([]);
      });

      it('lists ingests newest first, filtered by partnerId and status', () => {
        const rows = saveNew(
          { partnerId: 'partner-a', status: 'processing' },
          { partnerId: 'partner-b', status: 'completed' },
          { partnerId: 'partner-a', status: 'failed' },
          { partnerId: 'partner-a', status: 'completed' },
          { partnerId: 'partner-b', status: 'processing' },
        );
        const [first, second, third, fourth, fifth] = ids(rows);
        const cases: { given: { partnerId?: string; status?: IngestStatus; limit?: number }; want: string[] }[] = [
          { given: {}, want: [fifth!, fourth!, third!, second!, first!] },
          { given: { partnerId: 'partner-a' }, want: [fourth!, third!, first!] },
          { given: { status: 'completed' }, want: [fourth!, second!] },
          { given: { partnerId: 'partner-b', status: 'processing' }, want: [fifth!] },
          { given: { partnerId: 'partner-c' }, want: [] },
          { given: { limit: 2 }, want: [fifth!, fourth!] },
          { given: { partnerId: 'partner-a', limit: 2 }, want: [fourth!, third!] },
          { given: { limit: 0 }, want: [] },
        ];
        for (const { given, want } of cases) {
          expect(ids(store.listIngests(given)), JSON.stringify(given)).toEqual(want);
        }
        expect(store.listIngests({ partnerId: 'partner-a', status: 'failed' })).toStrictEqual([rows[2]]);
      });

      it('keeps an updated ingest in its place: newest means first saved last', () => {
        const rows = saveNew({}, {}, {});
        store.saveIngest(failed(rows[0]!));
        expect(ids(store.listIngests())).toEqual(ids(rows).reverse());
      });

      it('lists at most 100 ingests when no limit is given, the newest ones', () => {
        const rows = saveNew(...Array.from({ length: 103 }, () => ({})));
        const listed = store.listIngests();
        expect(listed).toHaveLength(100);
        expect(ids(listed)).toEqual(ids(rows).reverse().slice(0, 100));
      });

      it('rejects a negative or fractional limit', () => {
        expect(() => store.listIngests({ limit: -1 })).toThrow(RangeError);
        expect(() => store.listIngests({ limit: 1.5 })).toThrow(/whole number/);
      });

      it('lists only processing ingests for resumption, oldest first', () => {
        const rows = saveNew(
          { status: 'processing' },
          { status: 'completed' },
          { status: 'processing', partnerId: 'partner-b' },
          { status: 'failed' },
          { status: 'processing' },
        );
        store.saveIngest(failed(rows[4]!));
        expect(store.listProcessingIngests()).toStrictEqual([rows[0], rows[2]]);
      });
    });

    describe('ids and sequences', () => {
      it('allocates numeric-looking ingest ids from 1700000001 upwards, never twice', () => {
        const allocated = Array.from({ length: 50 }, () => store.allocateIngestId());
        expect(allocated[0]).toBe('1700000001');
        expect(allocated[1]).toBe('1700000002');
        for (const id of allocated) expect(id).toMatch(/^[1-9][0-9]{9}$/);
        expect(new Set(allocated).size).toBe(allocated.length);
        const numbers = allocated.map(Number);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      });

      it('counts each named sequence from 1 on its own', () => {
        store.allocateIngestId();
        expect([store.nextSequence('eventId'), store.nextSequence('eventId'), store.nextSequence('eventId')])
          .toEqual([1, 2, 3]);
        expect(store.nextSequence('keyId')).toBe(1);
        expect(store.nextSequence('eventId')).toBe(4);
      });
    });

    describe('reset', () => {
      it('deletes every ingest and keeps partners unless asked', () => {
        saveNew({}, { status: 'completed' });
        store.savePartner(partner());
        store.reset();
        expect(store.listIngests()).toEqual([]);
        expect(store.listProcessingIngests()).toEqual([]);
        expect(store.getPartner('partner-a')).toStrictEqual(partner());
        store.reset({ partners: true });
        expect(store.listPartners()).toEqual([]);
        expect(store.getPartner('partner-a')).toBeUndefined();
      });

      it('keeps sequences, so no ingest id or sequence value is handed out twice', () => {
        const before = ids(saveNew({}, {}));
        store.nextSequence('eventId');
        store.reset({ partners: true });
        const after = store.allocateIngestId();
        expect(before).not.toContain(after);
        expect(Number(after)).toBeGreaterThan(Number(before[1]));
        expect(store.nextSequence('eventId')).toBe(2);
      });

      it('lists ingests saved after a reset newest first', () => {
        saveNew({}, {});
        store.reset();
        const rows = saveNew({}, {});
        expect(ids(store.listIngests())).toEqual(ids(rows).reverse());
      });
    });

    describe('resource files', () => {
      /** An ingest of `count` pending files, inserted. */
      function insertMany(count: number): IngestRow {
        const row = ingest(store.allocateIngestId(), { resources: { total: count, completed: 0, failed: 0 } });
        const files = Array.from({ length: count }, (_, i) => ({ uri: `https://bucket.example/f/${i}.flac`, status: 'pending' as const }));
        store.insertIngest(row, files);
        return row;
      }

      it('keeps an ingest\'s files in order, by index and by page', () => {
        const row = insertMany(5);
        expect(store.getIngestFile(row.ingestId, 3)).toStrictEqual({ uri: 'https://bucket.example/f/3.flac', status: 'pending' });
        expect(store.getIngestFile(row.ingestId, 5)).toBeUndefined();
        expect(store.getIngestFile('1799999999', 0)).toBeUndefined();
        expect(store.listIngestFiles(row.ingestId).map((f) => f.uri)).toEqual([0, 1, 2, 3, 4].map((i) => `https://bucket.example/f/${i}.flac`));
        expect(store.listIngestFiles(row.ingestId, { offset: 1, limit: 2 }).map((f) => f.uri)).toEqual(['https://bucket.example/f/1.flac', 'https://bucket.example/f/2.flac']);
        expect(store.listIngestFiles(row.ingestId, { offset: 9 })).toEqual([]);
        expect(store.listIngestFiles('1799999999')).toEqual([]);
      });

      it('round-trips a file\'s hash, resource reference and simulated duration', () => {
        const row = ingest(store.allocateIngestId());
        insert(store, row);
        expect(store.listIngestFiles(row.ingestId)).toStrictEqual(ingestFiles(row));
      });

      it('records a pending file\'s outcome once, and changes no other file', () => {
        const row = insertMany(3);
        expect(store.recordFileOutcome(row.ingestId, 1, { status: 'failed', failure: 'HTTP 404' })).toBe(true);
        expect(store.recordFileOutcome(row.ingestId, 1, { status: 'completed' })).toBe(false);
        expect(store.recordFileOutcome(row.ingestId, 0, { status: 'completed' })).toBe(true);
        expect(store.recordFileOutcome(row.ingestId, 7, { status: 'completed' })).toBe(false);
        expect(store.recordFileOutcome('1799999999', 0, { status: 'completed' })).toBe(false);
        expect(store.listIngestFiles(row.ingestId).map((f) => [f.status, f.failure])).toEqual([
          ['completed', undefined], ['failed', 'HTTP 404'], ['pending', undefined],
        ]);
        // The ingest's own fields are the caller's to save (with the counters the lifecycle keeps).
        expect(store.getIngest(row.ingestId)).toStrictEqual(row);
      });

      it('hands out pending files after an index, by index, at most a limit', () => {
        const row = insertMany(6);
        store.recordFileOutcome(row.ingestId, 1, { status: 'completed' });
        store.recordFileOutcome(row.ingestId, 4, { status: 'failed', failure: 'x' });
        const indexes = (after: number, limit: number) => store.nextPendingFiles(row.ingestId, after, limit).map((f) => f.index);
        expect(indexes(-1, 10)).toEqual([0, 2, 3, 5]);
        expect(indexes(-1, 2)).toEqual([0, 2]);
        expect(indexes(2, 10)).toEqual([3, 5]);
        expect(indexes(5, 10)).toEqual([]);
        expect(indexes(-1, 0)).toEqual([]);
        expect(store.nextPendingFiles(row.ingestId, 2, 1)).toStrictEqual([{ index: 3, file: { uri: 'https://bucket.example/f/3.flac', status: 'pending' } }]);
        expect(store.nextPendingFiles('1799999999', -1, 10)).toEqual([]);
      });

      it('refuses an ingest whose counters do not count its files, an id taken, and saveIngest of an unknown id', () => {
        const row = ingest(store.allocateIngestId());
        expect(() => {
          store.insertIngest(row, ingestFiles(row).slice(1));
        }).toThrow(/counters that count the files/);
        expect(store.getIngest(row.ingestId)).toBeUndefined();
        insert(store, row);
        expect(() => {
          insert(store, row);
        }).toThrow(/exists already|UNIQUE/);
        expect(() => {
          store.saveIngest(ingest('1799999999'));
        }).toThrow(/no ingest 1799999999; create it/);
      });

      it('rolls back a file outcome with the transaction it was recorded in', () => {
        const row = insertMany(2);
        expect(() => store.transaction(() => {
          store.recordFileOutcome(row.ingestId, 0, { status: 'completed' });
          store.saveIngest({ ...row, resources: { total: 2, completed: 1, failed: 0 } });
          throw new Error('rolled back');
        })).toThrow('rolled back');
        expect(store.getIngestFile(row.ingestId, 0)?.status).toBe('pending');
        expect(store.getIngest(row.ingestId)).toStrictEqual(row);
      });

      it('deletes files with their ingests on reset', () => {
        const row = insertMany(2);
        store.reset();
        expect(store.listIngestFiles(row.ingestId)).toEqual([]);
        expect(store.nextPendingFiles(row.ingestId, -1, 10)).toEqual([]);
      });
    });

    describe('copies', () => {
      it('is not changed by mutating a record after saving it', () => {
        const row = ingest(store.allocateIngestId());
        insert(store, row);
        const saved = structuredClone(row);
        row.status = 'completed';
        row.resources.completed = 2;
        row.plan.failLastFiles = 0;
        expect(store.getIngest(row.ingestId)).toStrictEqual(saved);

        const p = partner();
        store.savePartner(p);
        p.apiKeys[1]!.revokedAt = '2025-05-01T00:00:00.000Z';
        expect(store.getPartner(p.id)).toStrictEqual(partner());
      });

      it('is not changed by mutating the records it returns (a frozen record throws instead)', () => {
        const [row] = saveNew({});
        store.savePartner(partner());
        const got = store.getIngest(row!.ingestId)!;
        tryToChange(() => Object.assign(got.resources, { completed: 1 }));
        tryToChange(() => Object.assign(got.plan, { failLastFiles: 0 }));
        tryToChange(() => Object.assign(store.listIngests()[0]!, { status: 'completed' }));
        tryToChange(() => Object.assign(store.listProcessingIngests()[0]!.resources, { failed: 2 }));
        tryToChange(() => Object.assign(store.getIngestFile(row!.ingestId, 0)!, { status: 'failed' }));
        tryToChange(() => store.listIngestFiles(row!.ingestId).pop());
        tryToChange(() => Object.assign(store.nextPendingFiles(row!.ingestId, -1, 1)[0]!.file, { status: 'failed' }));
        tryToChange(() => store.getPartner('partner-a')!.apiKeys.pop());
        tryToChange(() => Object.assign(store.listPartners()[0]!, { webhookUrl: 'https://evil.example/' }));
        expect(store.getIngest(row!.ingestId)).toStrictEqual(row);
        expect(store.listProcessingIngests()).toStrictEqual([row]);
        expect(store.listIngestFiles(row!.ingestId)).toStrictEqual(ingestFiles(row!));
        expect(store.getPartner('partner-a')).toStrictEqual(partner());
      });
    });

    describe('close', () => {
      it('throws a clear error on every call after close, and may be closed twice', () => {
        const [row] = saveNew({});
        store.close();
        const calls: [string, () => unknown][] = [
          ['listPartners', () => store.listPartners()],
          ['getPartner', () => store.getPartner('partner-a')],
          ['savePartner', () => { store.savePartner(partner()); }],
          ['allocateIngestId', () => store.allocateIngestId()],
          ['saveIngest', () => { store.saveIngest(row!); }],
          ['insertIngest', () => { insert(store, ingest('1700000099')); }],
          ['getIngest', () => store.getIngest(row!.ingestId)],
          ['getIngestFile', () => store.getIngestFile(row!.ingestId, 0)],
          ['listIngestFiles', () => store.listIngestFiles(row!.ingestId)],
          ['nextPendingFiles', () => store.nextPendingFiles(row!.ingestId, -1, 1)],
          ['recordFileOutcome', () => store.recordFileOutcome(row!.ingestId, 0, { status: 'completed' })],
          ['listIngests', () => store.listIngests()],
          ['listProcessingIngests', () => store.listProcessingIngests()],
          ['nextSequence', () => store.nextSequence('eventId')],
          ['transaction', () => store.transaction(() => 1)],
          ['saveEvent', () => { store.saveEvent(webhookEvent()); }],
          ['getEvent', () => store.getEvent('evt_1')],
          ['listEvents', () => store.listEvents()],
          ['listDueEvents', () => store.listDueEvents(0, 10)],
          ['nextDueAt', () => store.nextDueAt()],
          ['saveAttempt', () => { store.saveAttempt(webhookAttempt()); }],
          ['listAttempts', () => store.listAttempts('evt_1')],
          ['listInFlightAttempts', () => store.listInFlightAttempts()],
          ['reset', () => { store.reset(); }],
        ];
        for (const [method, call] of calls) {
          expect(call, method).toThrow(new RegExp(`^${method}\\(\\) called on a closed store`));
        }
        // A second close is a no-op (afterEach closes once more): shutdown paths may overlap.
        store.close();
      });
    });
  });
  describeOutboxBehaviour(name, open);
  describeTransactionBehaviour(name, open);
  describeReleaseBehaviour(name, open);
}
