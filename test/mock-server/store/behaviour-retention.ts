/**
 * Retention (config `limits.retainTerminalIngests`, `limits.retainEvents`): a store opened with limits keeps
 * at most that many ingests in a terminal state and events no longer pending, dropping the oldest first (an
 * ingest with its finished events and their attempts); processing ingests and pending events are never
 * dropped, and a dropped ingest reads as unknown. Both stores run it (the SQLite store's trim runs when its scheduler
 * fires: sqlite.test.ts fires it at once, and tests the deferred runs on their own).
 */
import { describe, expect, it } from 'vitest';
import type { IngestRow, Store, WebhookEventRecord } from '../../../mock-server/src/store/index.js';
import { releaseRecord } from './behaviour-release.js';
import { failed, ingest, insert, webhookAttempt, webhookEvent } from './support.js';

export type OpenWithRetention = (
  retention: { terminalIngests: number; events: number },
  onIngestDropped?: (ingestId: string) => void,
) => Store;

export function describeRetentionBehaviour(name: string, open: OpenWithRetention): void {
  describe(`${name} store retention`, () => {
    function saveIngest(store: Store, overrides: Partial<IngestRow> = {}): IngestRow {
      const row = ingest(store.allocateIngestId(), overrides);
      insert(store, row);
      return row;
    }

    function event(row: IngestRow, n: number, overrides: Partial<WebhookEventRecord> = {}): WebhookEventRecord {
      return webhookEvent({ eventId: `evt_${n}`, seq: n, ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null, ...overrides });
    }

    it('drops a dropped ingest\'s release and kept bytes with it', () => {
      const store = open({ terminalIngests: 1, events: 100 });
      const [a, b] = [saveIngest(store), saveIngest(store)];
      for (const row of [a, b]) {
        store.saveIngestRelease(row.ingestId, releaseRecord());
        store.saveIngestBlob(row.ingestId, 'message', new Uint8Array(10));
        store.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(10));
        store.saveIngest(failed(row));
      }
      expect(store.getIngestRelease(a.ingestId)).toBeUndefined();
      expect(store.ingestBlobSizes(a.ingestId)).toEqual({});
      expect(store.getIngestRelease(b.ingestId)).toStrictEqual(releaseRecord());
      expect(store.ingestBlobSizes(b.ingestId)).toEqual({ message: 10, cover: 10 });
      store.close();
    });

    it('keeps the newest terminal ingests, drops the oldest first with their events and attempts, and tells who was dropped', () => {
      const dropped: string[] = [];
      const store = open({ terminalIngests: 2, events: 100 }, (id) => dropped.push(id));
      const rows = [saveIngest(store), saveIngest(store), saveIngest(store), saveIngest(store)];
      rows.forEach((row, i) => {
        store.transaction(() => {
          store.saveIngest(failed(row));
          store.saveEvent(event(row, i + 1));
          store.saveAttempt(webhookAttempt({ eventId: `evt_${i + 1}`, outcome: 'succeeded' }));
        });
      });
      expect(dropped).toEqual([rows[0]!.ingestId, rows[1]!.ingestId]);
      expect(store.getIngest(rows[0]!.ingestId)).toBeUndefined();
      expect(store.getIngest(rows[1]!.ingestId)).toBeUndefined();
      expect(store.getIngest(rows[3]!.ingestId)?.status).toBe('failed');
      expect(store.listIngests().map((r) => r.ingestId)).toEqual([rows[3]!.ingestId, rows[2]!.ingestId]);
      expect(store.getEvent('evt_1')).toBeUndefined();
      expect(store.listAttempts('evt_1')).toEqual([]);
      expect(store.listEvents().map((e) => e.eventId)).toEqual(['evt_4', 'evt_3']);
      store.close();
    });

    it('never drops a processing ingest nor a pending event, however many there are', () => {
      const store = open({ terminalIngests: 1, events: 1 });
      const processing = [saveIngest(store), saveIngest(store), saveIngest(store)];
      const done = [saveIngest(store), saveIngest(store)];
      for (const row of done) store.saveIngest(failed(row));
      store.saveEvent(event(done[0]!, 1, { state: 'pending', nextAttemptAt: 1_740_830_400_000 }));
      store.saveEvent(event(done[0]!, 2, { state: 'pending', nextAttemptAt: 1_740_830_400_000 }));
      store.saveEvent(event(done[1]!, 3));
      store.saveEvent(event(done[1]!, 4));
      for (const row of processing) expect(store.getIngest(row.ingestId)?.status).toBe('processing');
      expect(store.listProcessingIngests()).toHaveLength(3);
      // done[0] was dropped; its pending events stay, and go out through listDueEvents as before.
      expect(store.getIngest(done[0]!.ingestId)).toBeUndefined();
      expect(store.listDueEvents(Number.MAX_SAFE_INTEGER, 10).map((e) => e.eventId)).toEqual(['evt_1', 'evt_2']);
      expect(store.listEvents().map((e) => e.eventId)).toEqual(['evt_4', 'evt_2', 'evt_1']);
      // A pending event that finishes joins the finished ones, oldest out first.
      store.saveEvent(event(done[0]!, 1));
      expect(store.listEvents().map((e) => e.eventId)).toEqual(['evt_2', 'evt_1']);
      store.close();
    });

    it('drops nothing inside a transaction, and nothing that a rollback took back', () => {
      const store = open({ terminalIngests: 1, events: 10 });
      const [a, b] = [saveIngest(store), saveIngest(store)];
      store.saveIngest(failed(a));
      expect(() => store.transaction(() => {
        store.saveIngest(failed(b));
        // Two terminal ingests, one allowed: nothing leaves until the transaction commits.
        expect(store.getIngest(a.ingestId)).toBeDefined();
        throw new Error('roll back');
      })).toThrow('roll back');
      expect(store.getIngest(a.ingestId)?.status).toBe('failed');
      expect(store.getIngest(b.ingestId)?.status).toBe('processing');
      store.transaction(() => {
        store.saveIngest(failed(b));
      });
      expect(store.getIngest(a.ingestId)).toBeUndefined();
      expect(store.getIngest(b.ingestId)?.status).toBe('failed');
      store.close();
    });

    it('stays bounded over many ingests: 5,000 finished with one event each, 100 kept', () => {
      const store = open({ terminalIngests: 100, events: 100 });
      for (let i = 1; i <= 5_000; i++) {
        const row = saveIngest(store);
        store.transaction(() => {
          store.saveIngest(failed(row));
          store.saveEvent(event(row, i));
        });
      }
      expect(store.listIngests({ limit: 1_000 })).toHaveLength(100);
      expect(store.listEvents({ limit: 1_000 })).toHaveLength(100);
      expect(store.listIngests({ limit: 1 })[0]?.ingestId).toBe(store.listEvents({ limit: 1 })[0]?.ingestId);
      store.close();
    });
  });
}
