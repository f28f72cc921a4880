/**
 * Leases on timed work (issue #18; mock-server/src/store/types.ts LeaseRequest, claimIngests, claimDueEvents,
 * releaseClaim, renewLeases, releaseLeases): one owner holds a piece until its lease ends; a lease that ended
 * before `now` may be taken by another owner; a renewal extends only the owner's leases; a release lets go.
 * Every store keeps the same rules, the memory and SQLite stores for one process, PostgreSQL for replicas.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, Store, WebhookEventRecord } from '../../../mock-server/src/store/index.js';
import type { LeaseRequest } from '../../../mock-server/src/store/types.js';
import { failed, ingest, ingestFiles, insert, webhookEvent } from './support.js';

/** Wall-clock ms of the leases (2025-03-01T12:00:00Z); event due times are store ms, apart. */
const T = 1_740_830_400_000;
const LEASE = 15_000;
const lease = (owner: string, now = T, leaseMs = LEASE): LeaseRequest => ({ owner, now, leaseMs });

export function describeLeaseBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store: leases on timed work`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    async function newIngests(count: number, overrides: Partial<IngestRow> = {}): Promise<IngestRow[]> {
      const rows: IngestRow[] = [];
      for (let i = 0; i < count; i++) {
        const row = ingest(await store.allocateIngestId(), overrides);
        await insert(store, row);
        rows.push(row);
      }
      return rows;
    }

    async function newEvents(...variants: (Partial<WebhookEventRecord> & { seq: number })[]): Promise<WebhookEventRecord[]> {
      const events: WebhookEventRecord[] = [];
      for (const overrides of variants) {
        const event = webhookEvent({ eventId: `evt_${overrides.seq}`, ...overrides });
        await store.saveEvent(event);
        events.push(event);
      }
      return events;
    }

    const ids = (rows: readonly IngestRow[]) => rows.map((row) => row.ingestId);
    const eventIds = (events: readonly WebhookEventRecord[]) => events.map((event) => event.eventId);

    describe('ingests', () => {
      it('claims processing ingests nobody holds, oldest first, at most the limit, as stored', async () => {
        const rows = await newIngests(4);
        await store.saveIngest(failed(rows[1]!));
        const claimed = await store.claimIngests(lease('replica-a'), 2);
        expect(claimed).toStrictEqual([rows[0], rows[2]]);
        expect(ids(await store.claimIngests(lease('replica-a'), 10))).toEqual([rows[3]!.ingestId]);
        expect(await store.claimIngests(lease('replica-a'), 10)).toEqual([]);
        await expect(store.claimIngests(lease('replica-a'), -1)).rejects.toThrow(RangeError);
      });

      it('never hands a held ingest to another owner until its lease has ended, then does', async () => {
        const [row] = await newIngests(1);
        expect(ids(await store.claimIngests(lease('replica-a'), 10))).toEqual([row!.ingestId]);
        expect(await store.claimIngests(lease('replica-b', T + 1), 10)).toEqual([]);
        // The lease runs until T + LEASE inclusive: at that instant it has not ended before now.
        expect(await store.claimIngests(lease('replica-b', T + LEASE), 10)).toEqual([]);
        expect(ids(await store.claimIngests(lease('replica-b', T + LEASE + 1), 10))).toEqual([row!.ingestId]);
        // Now replica-b holds it, and replica-a (back from a pause) does not take it back.
        expect(await store.claimIngests(lease('replica-a', T + LEASE + 2), 10)).toEqual([]);
      });

      it('holds an ingest inserted with a lease for its creator from the start', async () => {
        const row = ingest(await store.allocateIngestId());
        await store.insertIngest(row, ingestFiles(row), lease('replica-a'));
        const unheld = ingest(await store.allocateIngestId());
        await insert(store, unheld);
        expect(ids(await store.claimIngests(lease('replica-b', T + 1), 10))).toEqual([unheld.ingestId]);
        expect(await store.renewLeases(lease('replica-a', T + 5))).toBe(1);
      });

      it('keeps who holds an ingest through its saves', async () => {
        const [row] = await newIngests(1);
        await store.claimIngests(lease('replica-a'), 10);
        await store.saveIngest({ ...row!, resources: { total: 2, completed: 1, failed: 0 } });
        expect(await store.claimIngests(lease('replica-b', T + 1), 10)).toEqual([]);
        expect(await store.renewLeases(lease('replica-a', T + 1))).toBe(1);
      });

      it('lets go of an ingest with the save that finishes it, and holds no finished ingest from its insert', async () => {
        const [row, other] = await newIngests(2);
        await store.claimIngests(lease('replica-a'), 10);
        await store.saveIngest({ ...row!, status: 'completed', completedAt: '2025-03-01T12:00:09.000+00:00' });
        // Only the other one is still held: the finished one is renewed no more.
        expect(await store.renewLeases(lease('replica-a', T + 1))).toBe(1);
        // Taken back into processing (nothing does this; the rule is the row's state), it is nobody's: claimable.
        await store.saveIngest(row!);
        expect(ids(await store.claimIngests(lease('replica-b', T + 1), 10))).toEqual([row!.ingestId]);
        const done = ingest(await store.allocateIngestId(), { status: 'failed' });
        await store.insertIngest(failed(done), ingestFiles(failed(done)), lease('replica-c'));
        expect(await store.renewLeases(lease('replica-c', T + 1))).toBe(0);
        expect(other).toBeDefined();
      });

      it('lets go of an ingest released by its holder, and of none released by another owner', async () => {
        const [first, second] = await newIngests(2);
        await store.claimIngests(lease('replica-a'), 10);
        await store.releaseClaim('ingest', first!.ingestId, 'replica-b');
        await store.releaseClaim('ingest', second!.ingestId, 'replica-a');
        await store.releaseClaim('ingest', '1799999999', 'replica-a');
        expect(ids(await store.claimIngests(lease('replica-b', T + 1), 10))).toEqual([second!.ingestId]);
      });
    });

    describe('events', () => {
      it('claims due pending events nobody holds, earliest first and ties by seq, leaving their due time', async () => {
        await newEvents(
          { seq: 1, nextAttemptAt: 300 },
          { seq: 2, nextAttemptAt: 100 },
          { seq: 3, nextAttemptAt: 200 },
          { seq: 4, nextAttemptAt: 100 },
          { seq: 5, nextAttemptAt: 900 },
          { seq: 6, nextAttemptAt: null },
          { seq: 7, nextAttemptAt: 50, state: 'delivered' },
        );
        const claimed = await store.claimDueEvents(300, lease('replica-a'), 3);
        expect(eventIds(claimed)).toEqual(['evt_2', 'evt_4', 'evt_3']);
        expect(claimed[0]).toStrictEqual(webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 100 }));
        expect(eventIds(await store.claimDueEvents(300, lease('replica-a'), 10))).toEqual(['evt_1']);
        expect(await store.claimDueEvents(300, lease('replica-b'), 10)).toEqual([]);
        // Held, their due times stand: listDueEvents still lists them.
        expect(eventIds(await store.listDueEvents(300, 10))).toEqual(['evt_2', 'evt_4', 'evt_3', 'evt_1']);
        await expect(store.claimDueEvents(300, lease('replica-a'), 1.5)).rejects.toThrow(RangeError);
      });

      it('moves the due time of the events it claims to dueAgainAt, in the same write, keeping their order', async () => {
        await newEvents({ seq: 1, nextAttemptAt: 300 }, { seq: 2, nextAttemptAt: 100 }, { seq: 3, nextAttemptAt: 900 });
        const claimed = await store.claimDueEvents(300, lease('replica-a'), 10, 5_000);
        expect(eventIds(claimed)).toEqual(['evt_2', 'evt_1']);
        expect(claimed[0]).toStrictEqual(webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 5_000 }));
        expect((await store.getEvent('evt_1'))?.nextAttemptAt).toBe(5_000);
        expect((await store.listEvents({ state: 'pending' })).map((event) => [event.eventId, event.nextAttemptAt]))
          .toEqual([['evt_3', 900], ['evt_2', 5_000], ['evt_1', 5_000]]);
        expect(await store.nextDueAt()).toBe(900);
        // Not due before then, even once the lease has ended.
        expect(eventIds(await store.claimDueEvents(4_999, lease('replica-b', T + LEASE + 1), 10))).toEqual(['evt_3']);
        // Due at one time now: ties by seq.
        expect(eventIds(await store.claimDueEvents(5_000, lease('replica-b', T + LEASE + 1), 10))).toEqual(['evt_1', 'evt_2']);
      });

      it('takes back a claim\'s due times with its unit', async () => {
        await newEvents({ seq: 1, nextAttemptAt: 100 });
        await expect(store.transaction(async (tx) => {
          await tx.claimDueEvents(100, lease('replica-a'), 10, 5_000);
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect((await store.getEvent('evt_1'))?.nextAttemptAt).toBe(100);
      });

      it('lets go of an event with the save that finishes it', async () => {
        const [event, other] = await newEvents({ seq: 1, nextAttemptAt: 100 }, { seq: 2, nextAttemptAt: 100 });
        await store.claimDueEvents(100, lease('replica-a'), 10);
        await store.saveEvent({ ...event!, state: 'delivered', nextAttemptAt: null, attempts: 1 });
        expect(await store.renewLeases(lease('replica-a', T + 1))).toBe(1);
        // Back to pending (an operator's requeue would do this): nobody's, so claimable once due.
        await store.saveEvent({ ...event!, nextAttemptAt: 150 });
        expect(eventIds(await store.claimDueEvents(200, lease('replica-b', T + 1), 10))).toEqual(['evt_1']);
        expect(other).toBeDefined();
      });

      it('hands a held event to another owner once the lease has ended, and a renewed one only after the new end', async () => {
        await newEvents({ seq: 1, nextAttemptAt: 100 }, { seq: 2, nextAttemptAt: 100 });
        await store.claimDueEvents(100, lease('replica-a'), 1);
        await store.claimDueEvents(100, lease('replica-c'), 1);
        expect(await store.renewLeases(lease('replica-a', T + 10_000))).toBe(1);
        // replica-c's lease ended at T + LEASE; replica-a's now ends at T + 10,000 + LEASE.
        expect(eventIds(await store.claimDueEvents(100, lease('replica-b', T + LEASE + 1), 10))).toEqual(['evt_2']);
        expect(eventIds(await store.claimDueEvents(100, lease('replica-b', T + 10_000 + LEASE + 1), 10))).toEqual(['evt_1']);
      });

      it('keeps who holds an event through its saves, and lets go when its holder releases it', async () => {
        const [event] = await newEvents({ seq: 1, nextAttemptAt: 100 });
        await store.claimDueEvents(100, lease('replica-a'), 10);
        await store.saveEvent({ ...event!, attempts: 1, nextAttemptAt: 150 });
        expect(await store.claimDueEvents(200, lease('replica-b', T + 1), 10)).toEqual([]);
        await store.releaseClaim('event', 'evt_1', 'replica-b');
        expect(await store.claimDueEvents(200, lease('replica-b', T + 1), 10)).toEqual([]);
        await store.releaseClaim('event', 'evt_1', 'replica-a');
        expect(eventIds(await store.claimDueEvents(200, lease('replica-b', T + 1), 10))).toEqual(['evt_1']);
      });
    });

    it('renews every lease of one owner and only those, and says how many', async () => {
      await newIngests(2);
      await newEvents({ seq: 1, nextAttemptAt: 100 }, { seq: 2, nextAttemptAt: 100 });
      await store.claimIngests(lease('replica-a'), 1);
      await store.claimIngests(lease('replica-b'), 1);
      await store.claimDueEvents(100, lease('replica-a'), 1);
      await store.claimDueEvents(100, lease('replica-b'), 1);
      expect(await store.renewLeases(lease('replica-a', T + 10_000))).toBe(2);
      expect(await store.renewLeases(lease('nobody', T + 10_000))).toBe(0);
      // replica-b's leases ended at T + LEASE; replica-a's stand until T + 10,000 + LEASE.
      const later = lease('replica-c', T + LEASE + 1);
      expect(await store.claimIngests(later, 10)).toHaveLength(1);
      expect(eventIds(await store.claimDueEvents(100, later, 10))).toEqual(['evt_2']);
    });

    it('lets go of everything one owner holds at once, and of nothing another holds', async () => {
      await newIngests(2);
      await newEvents({ seq: 1, nextAttemptAt: 100 }, { seq: 2, nextAttemptAt: 100 });
      await store.claimIngests(lease('replica-a'), 1);
      await store.claimIngests(lease('replica-b'), 1);
      await store.claimDueEvents(100, lease('replica-a'), 1);
      await store.claimDueEvents(100, lease('replica-b'), 1);
      await store.releaseLeases('replica-a');
      expect(await store.claimIngests(lease('replica-c', T + 1), 10)).toHaveLength(1);
      expect(eventIds(await store.claimDueEvents(100, lease('replica-c', T + 1), 10))).toEqual(['evt_1']);
      expect(await store.renewLeases(lease('replica-b', T + 2))).toBe(2);
    });

    it('takes back claims made in a unit that rolls back', async () => {
      const [row] = await newIngests(1);
      await newEvents({ seq: 1, nextAttemptAt: 100 });
      await expect(store.transaction(async (tx) => {
        expect(ids(await tx.claimIngests(lease('replica-a'), 10))).toEqual([row!.ingestId]);
        expect(eventIds(await tx.claimDueEvents(100, lease('replica-a'), 10))).toEqual(['evt_1']);
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      expect(ids(await store.claimIngests(lease('replica-b', T + 1), 10))).toEqual([row!.ingestId]);
      expect(eventIds(await store.claimDueEvents(100, lease('replica-b', T + 1), 10))).toEqual(['evt_1']);
    });
  });
}
