/**
 * The behaviour every Store promises (mock-server/src/store/types.ts), as one suite that each
 * implementation runs against itself: memory.test.ts and sqlite.test.ts. The webhook outbox,
 * transactions, units at the same time and leases have their own files, run from here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, IngestStatus, Store } from '../../../mock-server/src/store/index.js';
import { describeIsolationBehaviour } from './behaviour-isolation.js';
import { describeKeyBehaviour } from './behaviour-keys.js';
import { describeLeaseBehaviour } from './behaviour-leases.js';
import { describeOutboxBehaviour } from './behaviour-outbox.js';
import { describeReleaseBehaviour } from './behaviour-release.js';
import { describeTransactionBehaviour } from './behaviour-transaction.js';
import { failed, ingest, ingestFiles, insert, partner, tryToChange, webhookAttempt, webhookEvent } from './support.js';

export function describeStoreBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store behaviour`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    /** Saves ingests with freshly allocated ids, in order, and returns them as saved. */
    async function saveNew(...variants: Partial<IngestRow>[]): Promise<IngestRow[]> {
      const rows: IngestRow[] = [];
      for (const overrides of variants) {
        const row = ingest(await store.allocateIngestId(), overrides);
        await insert(store, row);
        rows.push(row);
      }
      return rows;
    }

    const ids = (rows: IngestRow[]) => rows.map((row) => row.ingestId);

    describe('partners', () => {
      it('round-trips a partner with its keys, a revoked key and a null webhookUrl', async () => {
        const saved = partner();
        await store.savePartner(saved);
        expect(await store.getPartner('partner-a')).toStrictEqual(saved);
        expect(await store.listPartners()).toStrictEqual([saved]);
      });

      it('answers undefined for an unknown partner', async () => {
        await store.savePartner(partner());
        expect(await store.getPartner('partner-b')).toBeUndefined();
      });

      it('replaces a partner saved again and keeps its place in the list', async () => {
        await store.savePartner(partner({ id: 'partner-a' }));
        await store.savePartner(partner({ id: 'partner-b' }));
        const changed = partner({
          id: 'partner-a',
          active: false,
          webhookUrl: 'https://hooks.partner-a.example/ingest',
          apiKeys: [],
          updatedAt: '2025-04-01T00:00:00.000Z',
        });
        await store.savePartner(changed);
        expect(await store.getPartner('partner-a')).toStrictEqual(changed);
        expect((await store.listPartners()).map((p) => p.id)).toEqual(['partner-a', 'partner-b']);
      });
    });

    describe('ingests', () => {
      it('returns a saved ingest as it was saved', async () => {
        const [row] = await saveNew({});
        expect(await store.getIngest(row!.ingestId)).toStrictEqual(row);
      });

      it('reads a batch of ingests in one call, as getIngest reads each, in a unit too', async () => {
        const rows = await saveNew({}, {}, {});
        const ids = [rows[2]!.ingestId, '1799999999', rows[0]!.ingestId, rows[2]!.ingestId];
        const found = await store.getIngests(ids);
        expect([...found.keys()].sort()).toEqual([rows[0]!.ingestId, rows[2]!.ingestId].sort());
        expect(found.get(rows[0]!.ingestId)).toStrictEqual(rows[0]);
        expect(found.get(rows[2]!.ingestId)).toStrictEqual(rows[2]);
        expect(await store.transaction((tx) => tx.getIngests(ids))).toStrictEqual(found);
        expect((await store.getIngests([])).size).toBe(0);
      });

      it('saves a batch of ingests as one write, in order, and none of them when one id is unknown', async () => {
        const rows = await saveNew({}, {}, {});
        const done = failed(rows[0]!);
        const later = { ...rows[1]!, resources: { ...rows[1]!.resources, completed: 1 } };
        // rows[1] twice (PostgreSQL: two statements): the later one is what stays.
        await store.saveIngests([done, rows[1]!, later]);
        expect(await store.getIngest(done.ingestId)).toStrictEqual(done);
        expect(await store.getIngest(later.ingestId)).toStrictEqual(later);
        expect(await store.listIngests({ status: 'failed' })).toStrictEqual([done]);
        expect((await store.listProcessingIngests()).map((row) => row.ingestId)).toEqual([rows[1]!.ingestId, rows[2]!.ingestId]);
        const unchanged = await store.listIngests();
        for (const batch of [[failed(rows[2]!), ingest('1799999999')], [failed(rows[2]!), rows[1]!, failed(rows[1]!), ingest('1799999999')]]) {
          await expect(store.saveIngests(batch)).rejects.toThrow(/no ingest 1799999999; create it/);
          expect(await store.listIngests()).toStrictEqual(unchanged);
        }
        await store.saveIngests([]);
        expect(await store.listIngests()).toStrictEqual(unchanged);
      });

      it('answers undefined for an unknown ingest id', async () => {
        await saveNew({});
        expect(await store.getIngest('1799999999')).toBeUndefined();
      });

      it('replaces an ingest saved again, in lookups and in status filters', async () => {
        const [row] = await saveNew({});
        const done = failed(row!);
        await store.saveIngest(done);
        expect(await store.getIngest(row!.ingestId)).toStrictEqual(done);
        expect(await store.listIngests()).toStrictEqual([done]);
        expect(await store.listIngests({ status: 'processing' })).toEqual([]);
        expect(await store.listIngests({ status: 'failed' })).toStrictEqual([done]);
        expect(await store.listProcessingIngests()).toEqual([]);
      });

      it('lists ingests newest first, filtered by partnerId and status', async () => {
        const rows = await saveNew(
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
          expect(ids(await store.listIngests(given)), JSON.stringify(given)).toEqual(want);
        }
        expect(await store.listIngests({ partnerId: 'partner-a', status: 'failed' })).toStrictEqual([rows[2]]);
      });

      it('keeps an updated ingest in its place: newest means first saved last', async () => {
        const rows = await saveNew({}, {}, {});
        await store.saveIngest(failed(rows[0]!));
        expect(ids(await store.listIngests())).toEqual(ids(rows).reverse());
      });

      it('lists at most 100 ingests when no limit is given, the newest ones', async () => {
        const rows = await saveNew(...Array.from({ length: 103 }, () => ({})));
        const listed = await store.listIngests();
        expect(listed).toHaveLength(100);
        expect(ids(listed)).toEqual(ids(rows).reverse().slice(0, 100));
      });

      it('rejects a negative or fractional limit', async () => {
        await expect(store.listIngests({ limit: -1 })).rejects.toThrow(RangeError);
        await expect(store.listIngests({ limit: 1.5 })).rejects.toThrow(/whole number/);
      });

      it('lists only processing ingests for resumption, oldest first', async () => {
        const rows = await saveNew(
          { status: 'processing' },
          { status: 'completed' },
          { status: 'processing', partnerId: 'partner-b' },
          { status: 'failed' },
          { status: 'processing' },
        );
        await store.saveIngest(failed(rows[4]!));
        expect(await store.listProcessingIngests()).toStrictEqual([rows[0], rows[2]]);
      });
    });

    describe('ids and sequences', () => {
      it('allocates numeric-looking ingest ids from 1700000001 upwards, never twice', async () => {
        const allocated: string[] = [];
        for (let i = 0; i < 50; i++) allocated.push(await store.allocateIngestId());
        expect(allocated[0]).toBe('1700000001');
        expect(allocated[1]).toBe('1700000002');
        for (const id of allocated) expect(id).toMatch(/^[1-9][0-9]{9}$/);
        expect(new Set(allocated).size).toBe(allocated.length);
        const numbers = allocated.map(Number);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      });

      it('counts each named sequence from 1 on its own', async () => {
        await store.allocateIngestId();
        expect([await store.nextSequence('webhookEvent'), await store.nextSequence('webhookEvent'), await store.nextSequence('webhookEvent')])
          .toEqual([1, 2, 3]);
        expect(await store.nextSequence('apiKey')).toBe(1);
        expect(await store.nextSequence('webhookEvent')).toBe(4);
      });

      it('hands out several values of a counter at once, ascending, as that many single calls would', async () => {
        expect(await store.nextSequence('webhookEvent')).toBe(1);
        expect(await store.nextSequences('webhookEvent', 4)).toEqual([2, 3, 4, 5]);
        expect(await store.nextSequences('webhookEvent', 0)).toEqual([]);
        expect(await store.nextSequence('webhookEvent')).toBe(6);
        expect(await store.nextSequences('apiKey', 2)).toEqual([1, 2]);
        await expect(store.nextSequences('webhookEvent', -1)).rejects.toThrow(/nextSequences: limit must be a whole number/);
      });
    });

    describe('reset', () => {
      it('deletes every ingest and keeps partners unless asked', async () => {
        await saveNew({}, { status: 'completed' });
        await store.savePartner(partner());
        await store.reset();
        expect(await store.listIngests()).toEqual([]);
        expect(await store.listProcessingIngests()).toEqual([]);
        expect(await store.getPartner('partner-a')).toStrictEqual(partner());
        await store.reset({ partners: true });
        expect(await store.listPartners()).toEqual([]);
        expect(await store.getPartner('partner-a')).toBeUndefined();
      });

      it('keeps sequences, so no ingest id or sequence value is handed out twice', async () => {
        const before = ids(await saveNew({}, {}));
        await store.nextSequence('webhookEvent');
        await store.reset({ partners: true });
        const after = await store.allocateIngestId();
        expect(before).not.toContain(after);
        expect(Number(after)).toBeGreaterThan(Number(before[1]));
        expect(await store.nextSequence('webhookEvent')).toBe(2);
      });

      it('lists ingests saved after a reset newest first', async () => {
        await saveNew({}, {});
        await store.reset();
        const rows = await saveNew({}, {});
        expect(ids(await store.listIngests())).toEqual(ids(rows).reverse());
      });
    });

    describe('resource files', () => {
      /** An ingest of `count` pending files, inserted. */
      async function insertMany(count: number): Promise<IngestRow> {
        const row = ingest(await store.allocateIngestId(), { resources: { total: count, completed: 0, failed: 0 } });
        const files = Array.from({ length: count }, (_, i) => ({ uri: `https://bucket.example/f/${i}.flac`, status: 'pending' as const }));
        await store.insertIngest(row, files);
        return row;
      }

      it('keeps an ingest\'s files in order, by index and by page', async () => {
        const row = await insertMany(5);
        expect(await store.getIngestFile(row.ingestId, 3)).toStrictEqual({ uri: 'https://bucket.example/f/3.flac', status: 'pending' });
        expect(await store.getIngestFile(row.ingestId, 5)).toBeUndefined();
        expect(await store.getIngestFile('1799999999', 0)).toBeUndefined();
        expect((await store.listIngestFiles(row.ingestId)).map((f) => f.uri)).toEqual([0, 1, 2, 3, 4].map((i) => `https://bucket.example/f/${i}.flac`));
        expect((await store.listIngestFiles(row.ingestId, { offset: 1, limit: 2 })).map((f) => f.uri)).toEqual(['https://bucket.example/f/1.flac', 'https://bucket.example/f/2.flac']);
        expect(await store.listIngestFiles(row.ingestId, { offset: 9 })).toEqual([]);
        expect(await store.listIngestFiles('1799999999')).toEqual([]);
      });

      it('round-trips a file\'s hash, resource reference and simulated duration', async () => {
        const row = ingest(await store.allocateIngestId());
        await insert(store, row);
        expect(await store.listIngestFiles(row.ingestId)).toStrictEqual(ingestFiles(row));
      });

      it('records a pending file\'s outcome once, and changes no other file', async () => {
        const row = await insertMany(3);
        expect(await store.recordFileOutcome(row.ingestId, 1, { status: 'failed', failure: 'HTTP 404' })).toBe(true);
        expect(await store.recordFileOutcome(row.ingestId, 1, { status: 'completed' })).toBe(false);
        expect(await store.recordFileOutcome(row.ingestId, 0, { status: 'completed' })).toBe(true);
        expect(await store.recordFileOutcome(row.ingestId, 7, { status: 'completed' })).toBe(false);
        expect(await store.recordFileOutcome('1799999999', 0, { status: 'completed' })).toBe(false);
        expect((await store.listIngestFiles(row.ingestId)).map((f) => [f.status, f.failure])).toEqual([
          ['completed', undefined], ['failed', 'HTTP 404'], ['pending', undefined],
        ]);
        // The ingest's own fields are the caller's to save (with the counters the lifecycle keeps).
        expect(await store.getIngest(row.ingestId)).toStrictEqual(row);
      });

      it('hands out pending files after an index, by index, at most a limit', async () => {
        const row = await insertMany(6);
        await store.recordFileOutcome(row.ingestId, 1, { status: 'completed' });
        await store.recordFileOutcome(row.ingestId, 4, { status: 'failed', failure: 'x' });
        const indexes = async (after: number, limit: number) =>
          (await store.nextPendingFiles(row.ingestId, after, limit)).map((f) => f.index);
        expect(await indexes(-1, 10)).toEqual([0, 2, 3, 5]);
        expect(await indexes(-1, 2)).toEqual([0, 2]);
        expect(await indexes(2, 10)).toEqual([3, 5]);
        expect(await indexes(5, 10)).toEqual([]);
        expect(await indexes(-1, 0)).toEqual([]);
        expect(await store.nextPendingFiles(row.ingestId, 2, 1)).toStrictEqual([{ index: 3, file: { uri: 'https://bucket.example/f/3.flac', status: 'pending' } }]);
        expect(await store.nextPendingFiles('1799999999', -1, 10)).toEqual([]);
      });

      it('refuses an ingest whose counters do not count its files, an id taken, and saveIngest of an unknown id', async () => {
        const row = ingest(await store.allocateIngestId());
        await expect(store.insertIngest(row, ingestFiles(row).slice(1))).rejects.toThrow(/counters that count the files/);
        expect(await store.getIngest(row.ingestId)).toBeUndefined();
        await insert(store, row);
        await expect(insert(store, row)).rejects.toThrow(/exists already|UNIQUE/);
        await expect(store.saveIngest(ingest('1799999999'))).rejects.toThrow(/no ingest 1799999999; create it/);
      });

      it('rolls back a file outcome with the transaction it was recorded in', async () => {
        const row = await insertMany(2);
        await expect(store.transaction(async (tx) => {
          await tx.recordFileOutcome(row.ingestId, 0, { status: 'completed' });
          await tx.saveIngest({ ...row, resources: { total: 2, completed: 1, failed: 0 } });
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect((await store.getIngestFile(row.ingestId, 0))?.status).toBe('pending');
        expect(await store.getIngest(row.ingestId)).toStrictEqual(row);
      });

      it('deletes files with their ingests on reset', async () => {
        const row = await insertMany(2);
        await store.reset();
        expect(await store.listIngestFiles(row.ingestId)).toEqual([]);
        expect(await store.nextPendingFiles(row.ingestId, -1, 10)).toEqual([]);
      });
    });

    describe('copies', () => {
      it('is not changed by mutating a record after saving it', async () => {
        const row = ingest(await store.allocateIngestId());
        await insert(store, row);
        const saved = structuredClone(row);
        row.status = 'completed';
        row.resources.completed = 2;
        row.plan.failLastFiles = 0;
        expect(await store.getIngest(row.ingestId)).toStrictEqual(saved);

        const p = partner();
        await store.savePartner(p);
        p.apiKeys[1]!.revokedAt = '2025-05-01T00:00:00.000Z';
        expect(await store.getPartner(p.id)).toStrictEqual(partner());
      });

      it('is not changed by mutating the records it returns (a frozen record throws instead)', async () => {
        const [row] = await saveNew({});
        await store.savePartner(partner());
        const got = (await store.getIngest(row!.ingestId))!;
        tryToChange(() => Object.assign(got.resources, { completed: 1 }));
        tryToChange(() => Object.assign(got.plan, { failLastFiles: 0 }));
        const listed = (await store.listIngests())[0]!;
        tryToChange(() => Object.assign(listed, { status: 'completed' }));
        const processing = (await store.listProcessingIngests())[0]!;
        tryToChange(() => Object.assign(processing.resources, { failed: 2 }));
        const file = (await store.getIngestFile(row!.ingestId, 0))!;
        tryToChange(() => Object.assign(file, { status: 'failed' }));
        const files = await store.listIngestFiles(row!.ingestId);
        tryToChange(() => files.pop());
        const pending = (await store.nextPendingFiles(row!.ingestId, -1, 1))[0]!;
        tryToChange(() => Object.assign(pending.file, { status: 'failed' }));
        const kept = (await store.getPartner('partner-a'))!;
        tryToChange(() => kept.apiKeys.pop());
        const partners = await store.listPartners();
        tryToChange(() => Object.assign(partners[0]!, { webhookUrl: 'https://evil.example/' }));
        expect(await store.getIngest(row!.ingestId)).toStrictEqual(row);
        expect(await store.listProcessingIngests()).toStrictEqual([row]);
        expect(await store.listIngestFiles(row!.ingestId)).toStrictEqual(ingestFiles(row!));
        expect(await store.getPartner('partner-a')).toStrictEqual(partner());
      });
    });

    describe('close', () => {
      it('throws a clear error on every call after close, and may be closed twice', async () => {
        const [row] = await saveNew({});
        await store.close();
        const calls: [string, () => Promise<unknown>][] = [
          ['listPartners', () => store.listPartners()],
          ['getPartner', () => store.getPartner('partner-a')],
          ['savePartner', () => store.savePartner(partner())],
          ['allocateIngestId', () => store.allocateIngestId()],
          ['saveIngest', () => store.saveIngest(row!)],
          ['saveIngests', () => store.saveIngests([])],
          ['getIngests', () => store.getIngests([])],
          ['saveEvents', () => store.saveEvents([])],
          ['getEvents', () => store.getEvents([])],
          ['saveAttempts', () => store.saveAttempts([])],
          ['getAttemptInputs', () => store.getAttemptInputs([])],
          ['insertIngest', () => insert(store, ingest('1700000099'))],
          ['getIngest', () => store.getIngest(row!.ingestId)],
          ['getIngestFile', () => store.getIngestFile(row!.ingestId, 0)],
          ['listIngestFiles', () => store.listIngestFiles(row!.ingestId)],
          ['nextPendingFiles', () => store.nextPendingFiles(row!.ingestId, -1, 1)],
          ['recordFileOutcome', () => store.recordFileOutcome(row!.ingestId, 0, { status: 'completed' })],
          ['listIngests', () => store.listIngests()],
          ['listProcessingIngests', () => store.listProcessingIngests()],
          ['nextSequence', () => store.nextSequence('webhookEvent')],
          ['nextSequences', () => store.nextSequences('webhookEvent', 2)],
          ['transaction', () => store.transaction(async () => 1)],
          ['saveEvent', () => store.saveEvent(webhookEvent())],
          ['getEvent', () => store.getEvent('evt_1')],
          ['listEvents', () => store.listEvents()],
          ['listDueEvents', () => store.listDueEvents(0, 10)],
          ['nextDueAt', () => store.nextDueAt()],
          ['saveAttempt', () => store.saveAttempt(webhookAttempt())],
          ['listAttempts', () => store.listAttempts('evt_1')],
          ['listInFlightAttempts', () => store.listInFlightAttempts()],
          ['claimIngests', () => store.claimIngests({ owner: 'a', now: 0, leaseMs: 1 }, 1)],
          ['claimDueEvents', () => store.claimDueEvents(0, { owner: 'a', now: 0, leaseMs: 1 }, 1)],
          ['releaseClaim', () => store.releaseClaim('ingest', row!.ingestId, 'a')],
          ['renewLeases', () => store.renewLeases({ owner: 'a', now: 0, leaseMs: 1 })],
          ['releaseLeases', () => store.releaseLeases('a')],
          ['reset', () => store.reset()],
        ];
        for (const [method, call] of calls) {
          await expect(call(), method).rejects.toThrow(new RegExp(`^${method}\\(\\) called on a closed store`));
        }
        // A second close is a no-op (afterEach closes once more): shutdown paths may overlap.
        await store.close();
      });
    });
  });
  describeOutboxBehaviour(name, open);
  describeTransactionBehaviour(name, open);
  describeReleaseBehaviour(name, open);
  describeIsolationBehaviour(name, open);
  describeLeaseBehaviour(name, open);
  describeKeyBehaviour(name, open);
}
