/**
 * Retention (config `limits.retainTerminalIngests`, `limits.retainEvents`): a store opened with limits keeps
 * at most that many ingests in a terminal state and events no longer pending, dropping the oldest first (an
 * ingest with its finished events and their attempts); processing ingests and pending events are never
 * dropped, and a dropped ingest reads as unknown. Both stores run it (the SQLite store's trim runs when its scheduler
 * fires: sqlite.test.ts fires it at once, and tests the deferred runs on their own).
 */
import { describe, expect, it } from 'vitest';
import { type IngestRow, ingestReleaseJson, type RetentionLimits, type Store, type WebhookEventRecord } from '../../../mock-server/src/store/index.js';
import { releaseRecord } from './behaviour-release.js';
import { failed, ingest, insert, webhookAttempt, webhookEvent } from './support.js';

export type OpenWithRetention = (
  retention: RetentionLimits,
  onIngestDropped?: (ingestId: string) => void,
) => Store | Promise<Store>;

/**
 * `many`: the ingests of the test that stays bounded over many (default 5,000, which the memory store runs in well
 * under a second). Past the limit of 100, each further ingest is one more drop of the same kind; over 1,124 of them,
 * the memory store has also compacted its order of ids (it does once more than max(1,024, kept) ids were dropped).
 */
export function describeRetentionBehaviour(name: string, open: OpenWithRetention, many = 5_000): void {
  describe(`${name} store retention`, () => {
    async function saveIngest(store: Store, overrides: Partial<IngestRow> = {}): Promise<IngestRow> {
      const row = ingest(await store.allocateIngestId(), overrides);
      await insert(store, row);
      return row;
    }

    function event(row: IngestRow, n: number, overrides: Partial<WebhookEventRecord> = {}): WebhookEventRecord {
      return webhookEvent({ eventId: `evt_${n}`, seq: n, ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null, ...overrides });
    }

    describe('kept bytes (ern.keepTotalBytes)', () => {
      const bound = (keptBytes: number, terminalIngests = 1_000) => open({ terminalIngests, events: 1_000, keptBytes });

      it('lets the first kept go once the total is over the bound, messages and covers alike; the ingests stay', async () => {
        const store = await bound(100);
        const [a, b, c] = [(await saveIngest(store)).ingestId, (await saveIngest(store)).ingestId, (await saveIngest(store)).ingestId];
        await store.saveIngestBlob(a, 'message', new Uint8Array(40));
        await store.saveIngestBlob(a, 'cover', new Uint8Array(30));
        await store.saveIngestBlob(b, 'message', new Uint8Array(30));
        expect(await store.ingestBlobSizes(a)).toEqual({ message: 40, cover: 30 });
        // 100 in all: at the bound, nothing goes. One byte more and the first kept (a's message) goes, and only it.
        await store.saveIngestBlob(c, 'message', new Uint8Array(1));
        expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
        expect(await store.getIngestBlob(a, 'message')).toBeUndefined();
        expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
        expect(await store.ingestBlobSizes(c)).toEqual({ message: 1 });
        expect(await store.getIngest(a)).toBeDefined();
        // A replaced cover counts its new size, not both, and keeps its place: it is still the first kept.
        await store.saveIngestBlob(a, 'cover', new Uint8Array(60));
        expect(await store.ingestBlobSizes(a)).toEqual({ cover: 60 });
        expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
        await store.saveIngestBlob(c, 'cover', new Uint8Array(10));
        expect(await store.ingestBlobSizes(a)).toEqual({});
        expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
        expect(await store.ingestBlobSizes(c)).toEqual({ message: 1, cover: 10 });
        await store.close();
      });

      it('applies the ingests\' retention first: what it drops makes room before any other ingest\'s bytes go', async () => {
        const store = await bound(100, 1);
        const [processing, a, b] = [await saveIngest(store), await saveIngest(store), await saveIngest(store)];
        await store.saveIngestBlob(processing.ingestId, 'message', new Uint8Array(40));
        await store.saveIngestBlob(a.ingestId, 'message', new Uint8Array(40));
        await store.saveIngest(failed(a));
        // b's message and its end in one transaction: at its commit retention drops a (one finished ingest is kept),
        // whose 40 bytes make the room for b's; the processing ingest's message, kept first, stays.
        await store.transaction(async (tx) => {
          await tx.saveIngestBlob(b.ingestId, 'message', new Uint8Array(40));
          await tx.saveIngest(failed(b));
        });
        expect(await store.getIngest(a.ingestId)).toBeUndefined();
        expect(await store.ingestBlobSizes(processing.ingestId)).toEqual({ message: 40 });
        expect(await store.ingestBlobSizes(b.ingestId)).toEqual({ message: 40 });
        await store.close();
      });

      it('keeps no bytes over the whole bound by themselves, and lets go of what they replace; others stay', async () => {
        const store = await bound(100);
        const [a, b] = [(await saveIngest(store)).ingestId, (await saveIngest(store)).ingestId];
        await store.saveIngestBlob(a, 'message', new Uint8Array(50));
        await store.saveIngestBlob(b, 'cover', new Uint8Array(20));
        await store.saveIngestBlob(b, 'message', new Uint8Array(101));
        expect(await store.ingestBlobSizes(b)).toEqual({ cover: 20 });
        await store.saveIngestBlob(b, 'cover', new Uint8Array(101));
        expect(await store.ingestBlobSizes(b)).toEqual({});
        expect(await store.ingestBlobSizes(a)).toEqual({ message: 50 });
        await expect(store.saveIngestBlob('1', 'cover', new Uint8Array(101))).rejects.toThrow(/1/);
        await store.close();
      });

      it('keeps the bound for bytes saved in a transaction that saves nothing else, and keeps none over it by themselves', async () => {
        const store = await bound(100);
        const [a, b] = [(await saveIngest(store)).ingestId, (await saveIngest(store)).ingestId];
        await store.transaction(async (tx) => {
          await tx.saveIngestBlob(a, 'message', new Uint8Array(60));
        });
        await store.transaction(async (tx) => {
          await tx.saveIngestBlob(b, 'message', new Uint8Array(60));
        });
        expect(await store.ingestBlobSizes(a)).toEqual({});
        expect(await store.ingestBlobSizes(b)).toEqual({ message: 60 });
        await store.transaction(async (tx) => {
          await tx.saveIngestBlob(a, 'cover', new Uint8Array(101));
        });
        expect(await store.ingestBlobSizes(a)).toEqual({});
        expect(await store.ingestBlobSizes(b)).toEqual({ message: 60 });
        await store.close();
      });

      it('counts nothing a rolled-back transaction kept, nor a replaced value twice, and starts over after a reset', async () => {
        const store = await bound(100);
        const [a, b] = [(await saveIngest(store)).ingestId, (await saveIngest(store)).ingestId];
        await store.saveIngestBlob(a, 'cover', new Uint8Array(30));
        await expect(store.transaction(async (tx) => {
          await tx.saveIngestBlob(a, 'cover', new Uint8Array(60));
          await tx.saveIngestBlob(b, 'message', new Uint8Array(40));
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
        expect(await store.ingestBlobSizes(b)).toEqual({});
        // 30 + 70: at the bound. Had the rollback left anything counted, a's cover would go.
        await store.saveIngestBlob(b, 'message', new Uint8Array(70));
        expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
        await store.reset();
        const c = (await saveIngest(store)).ingestId;
        await store.saveIngestBlob(c, 'message', new Uint8Array(100));
        expect(await store.ingestBlobSizes(c)).toEqual({ message: 100 });
        await store.close();
      });
    });

    it('drops a dropped ingest\'s release and kept bytes with it', async () => {
      const store = await open({ terminalIngests: 1, events: 100 });
      const [a, b] = [await saveIngest(store), await saveIngest(store)];
      for (const row of [a, b]) {
        await store.saveIngestRelease(row.ingestId, ingestReleaseJson(releaseRecord()));
        await store.saveIngestBlob(row.ingestId, 'message', new Uint8Array(10));
        await store.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(10));
        await store.saveIngest(failed(row));
      }
      expect(await store.getIngestRelease(a.ingestId)).toBeUndefined();
      expect(await store.ingestBlobSizes(a.ingestId)).toEqual({});
      expect(await store.getIngestRelease(b.ingestId)).toStrictEqual(releaseRecord());
      expect(await store.ingestBlobSizes(b.ingestId)).toEqual({ message: 10, cover: 10 });
      await store.close();
    });

    it('keeps the newest terminal ingests, drops the oldest first with their events and attempts, and tells who was dropped', async () => {
      const dropped: string[] = [];
      const store = await open({ terminalIngests: 2, events: 100 }, (id) => dropped.push(id));
      const rows = [await saveIngest(store), await saveIngest(store), await saveIngest(store), await saveIngest(store)];
      for (const [i, row] of rows.entries()) {
        await store.transaction(async (tx) => {
          await tx.saveIngest(failed(row));
          await tx.saveEvent(event(row, i + 1));
          await tx.saveAttempt(webhookAttempt({ eventId: `evt_${i + 1}`, outcome: 'succeeded' }));
        });
      }
      expect(dropped).toEqual([rows[0]!.ingestId, rows[1]!.ingestId]);
      expect(await store.getIngest(rows[0]!.ingestId)).toBeUndefined();
      expect(await store.getIngest(rows[1]!.ingestId)).toBeUndefined();
      expect((await store.getIngest(rows[3]!.ingestId))?.status).toBe('failed');
      expect((await store.listIngests()).map((r) => r.ingestId)).toEqual([rows[3]!.ingestId, rows[2]!.ingestId]);
      expect(await store.getEvent('evt_1')).toBeUndefined();
      expect(await store.listAttempts('evt_1')).toEqual([]);
      expect((await store.listEvents()).map((e) => e.eventId)).toEqual(['evt_4', 'evt_3']);
      await store.close();
    });

    it('never drops a processing ingest nor a pending event, however many there are', async () => {
      const store = await open({ terminalIngests: 1, events: 1 });
      const processing = [await saveIngest(store), await saveIngest(store), await saveIngest(store)];
      const done = [await saveIngest(store), await saveIngest(store)];
      for (const row of done) await store.saveIngest(failed(row));
      await store.saveEvent(event(done[0]!, 1, { state: 'pending', nextAttemptAt: 1_740_830_400_000 }));
      await store.saveEvent(event(done[0]!, 2, { state: 'pending', nextAttemptAt: 1_740_830_400_000 }));
      await store.saveEvent(event(done[1]!, 3));
      await store.saveEvent(event(done[1]!, 4));
      for (const row of processing) expect((await store.getIngest(row.ingestId))?.status).toBe('processing');
      expect(await store.listProcessingIngests()).toHaveLength(3);
      // done[0] was dropped; its pending events stay, and go out through listDueEvents as before.
      expect(await store.getIngest(done[0]!.ingestId)).toBeUndefined();
      expect((await store.listDueEvents(Number.MAX_SAFE_INTEGER, 10)).map((e) => e.eventId)).toEqual(['evt_1', 'evt_2']);
      expect((await store.listEvents()).map((e) => e.eventId)).toEqual(['evt_4', 'evt_2', 'evt_1']);
      // A pending event that finishes joins the finished ones, oldest out first.
      await store.saveEvent(event(done[0]!, 1));
      expect((await store.listEvents()).map((e) => e.eventId)).toEqual(['evt_2', 'evt_1']);
      await store.close();
    });

    it('drops nothing inside a transaction, and nothing that a rollback took back', async () => {
      const store = await open({ terminalIngests: 1, events: 10 });
      const [a, b] = [await saveIngest(store), await saveIngest(store)];
      await store.saveIngest(failed(a));
      await expect(store.transaction(async (tx) => {
        await tx.saveIngest(failed(b));
        // Two terminal ingests, one allowed: nothing leaves until the transaction commits.
        expect(await tx.getIngest(a.ingestId)).toBeDefined();
        throw new Error('roll back');
      })).rejects.toThrow('roll back');
      expect((await store.getIngest(a.ingestId))?.status).toBe('failed');
      expect((await store.getIngest(b.ingestId))?.status).toBe('processing');
      await store.transaction(async (tx) => {
        await tx.saveIngest(failed(b));
      });
      expect(await store.getIngest(a.ingestId)).toBeUndefined();
      expect((await store.getIngest(b.ingestId))?.status).toBe('failed');
      await store.close();
    });

    it(`stays bounded over many ingests: ${many.toLocaleString('en-US')} finished with one event each, 100 kept`, async () => {
      const store = await open({ terminalIngests: 100, events: 100 });
      for (let i = 1; i <= many; i++) {
        const row = await saveIngest(store);
        await store.transaction(async (tx) => {
          await tx.saveIngest(failed(row));
          await tx.saveEvent(event(row, i));
        });
      }
      expect(await store.listIngests({ limit: 1_000 })).toHaveLength(100);
      expect(await store.listEvents({ limit: 1_000 })).toHaveLength(100);
      expect((await store.listIngests({ limit: 1 }))[0]?.ingestId).toBe((await store.listEvents({ limit: 1 }))[0]?.ingestId);
      await store.close();
      // PostgreSQL: `many` × a handful of round trips over loopback (5,000 took about 20 s alone, 60-165 s in the full
      // suite on a 2-core machine loaded by other work); no target: the timeout only catches a hang.
    }, 300_000);
  });
}
