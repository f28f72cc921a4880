/**
 * Store.transaction (mock-server/src/store/types.ts): all of a unit's writes or none, the same in every
 * implementation. Run by describeStoreBehaviour against each store. Units that run at the same time:
 * behaviour-isolation.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, Store } from '../../../mock-server/src/store/index.js';
import { failed, ingest, insert, partner, webhookAttempt, webhookEvent } from './support.js';

class Boom extends Error {}

export function describeTransactionBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store transactions`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    /** Everything a caller can read back, to compare the state before and after a transaction. */
    async function snapshot() {
      return {
        partners: await store.listPartners(),
        ingests: await store.listIngests(),
        processing: await store.listProcessingIngests(),
        events: await store.listEvents(),
        due: await store.listDueEvents(Number.MAX_SAFE_INTEGER, 1_000),
        nextDueAt: await store.nextDueAt(),
        attempts: await store.listAttempts('evt_1'),
        inFlight: await store.listInFlightAttempts(),
      };
    }

    /** An ingest saved outside any transaction, with its event and first attempt. */
    async function committedIngest(): Promise<IngestRow> {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      await store.saveEvent(webhookEvent({ ingestId: row.ingestId }));
      await store.saveAttempt(webhookAttempt());
      await store.savePartner(partner());
      return row;
    }

    it('commits every write of the function and resolves with what it resolves with', async () => {
      const row = ingest('1700000001');
      const returned = await store.transaction(async (tx) => {
        await insert(tx, failed(row));
        await tx.saveEvent(webhookEvent());
        return { eventId: 'evt_1' };
      });
      expect(returned).toEqual({ eventId: 'evt_1' });
      expect(await store.getIngest('1700000001')).toStrictEqual(failed(row));
      expect(await store.getEvent('evt_1')).toStrictEqual(webhookEvent());
    });

    it('shows the unit its own writes through tx before they commit', async () => {
      const row = ingest('1700000001');
      await store.transaction(async (tx) => {
        await insert(tx, row);
        await tx.saveIngest(failed(row));
        await tx.saveEvent(webhookEvent({ ingestId: row.ingestId }));
        expect(await tx.getIngest(row.ingestId)).toStrictEqual(failed(row));
        expect((await tx.listEvents({ ingestId: row.ingestId })).map((event) => event.eventId)).toEqual(['evt_1']);
      });
    });

    it('rolls back an ingest and its event saved together when the function rejects, and rejects with its error', async () => {
      const row = await committedIngest();
      const before = await snapshot();
      const error = new Boom('the webhook URL lookup failed');
      const taken = { ingestId: '', seq: 0 };
      await expect(store.transaction(async (tx) => {
        // Changes to records that existed, new records, sequences and a partner, then the throw.
        await tx.saveIngest(failed(row));
        await tx.saveEvent(webhookEvent({ ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null }));
        await tx.saveAttempt({ ...webhookAttempt(), outcome: 'succeeded' });
        const next = ingest(await tx.allocateIngestId());
        taken.ingestId = next.ingestId;
        await insert(tx, next);
        await tx.saveEvent(webhookEvent({ eventId: 'evt_2', seq: 2, ingestId: next.ingestId, nextAttemptAt: 1 }));
        await tx.saveAttempt(webhookAttempt({ eventId: 'evt_2' }));
        taken.seq = await tx.nextSequence('webhookEvent');
        await tx.savePartner(partner({ id: 'partner-b' }));
        await tx.savePartner(partner({ active: false }));
        throw error;
      })).rejects.toThrow(error);
      expect(await snapshot()).toStrictEqual(before);
      expect(await store.getEvent('evt_2')).toBeUndefined();
      expect(await store.listAttempts('evt_2')).toEqual([]);
      expect([taken.ingestId, taken.seq]).toEqual(['1700000002', 1]);
      const [after, seq] = [await store.allocateIngestId(), await store.nextSequence('webhookEvent')];
      if (store.sequenceGaps) {
        // Store.sequenceGaps: the values the unit took are gone, never handed out; the counters go on after them.
        expect([after, seq]).toEqual(['1700000003', 2]);
      } else {
        // The counters rolled back too: the ids are handed out again, without a gap.
        expect([after, seq]).toEqual(['1700000002', 1]);
      }
    });

    it('never hands out an id twice around a unit that rolls back, and counts up', async () => {
      const committed = await committedIngest();
      const inUnit: string[] = [];
      await expect(store.transaction(async (tx) => {
        inUnit.push(await tx.allocateIngestId(), await tx.allocateIngestId());
        await insert(tx, ingest(inUnit[0]!));
        throw new Boom('rolled back');
      })).rejects.toThrow(Boom);
      const after = [await store.allocateIngestId(), await store.allocateIngestId(), await store.allocateIngestId()];
      await Promise.all(after.map((id) => insert(store, ingest(id))));
      const all = [committed.ingestId, ...after];
      expect(new Set(all).size).toBe(all.length);
      expect(all.map(Number)).toEqual(all.map(Number).sort((a, b) => a - b));
      // Where the unit's ids are gaps, none of them comes back; where they are not, they come back first, in order.
      expect(after.filter((id) => inUnit.includes(id))).toEqual(store.sequenceGaps ? [] : inUnit);
    });

    it('leaves the lists in working order after a rollback', async () => {
      await committedIngest();
      await expect(store.transaction(async (tx) => {
        await tx.saveEvent(webhookEvent({ eventId: 'evt_0', seq: 0, nextAttemptAt: 1 }));
        await tx.saveEvent(webhookEvent({ nextAttemptAt: null }));
        await insert(tx, ingest('1700000005'));
        throw new Boom('rolled back');
      })).rejects.toThrow(Boom);
      await store.saveEvent(webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 2 }));
      await insert(store, ingest('1700000009'));
      expect((await store.listEvents()).map((event) => event.eventId)).toEqual(['evt_2', 'evt_1']);
      expect((await store.listDueEvents(Number.MAX_SAFE_INTEGER, 10)).map((event) => event.eventId)).toEqual(['evt_2', 'evt_1']);
      expect((await store.listIngests()).map((row) => row.ingestId)).toEqual(['1700000009', '1700000001']);
    });

    it('joins a nested transaction to the outer one: a rejection after it resolved rolls back its writes too', async () => {
      const row = await committedIngest();
      const before = await snapshot();
      await expect(store.transaction(async (tx) => {
        const inner = await tx.transaction(async (nested) => {
          await nested.saveIngest(failed(row));
          await nested.saveEvent(webhookEvent({ state: 'delivered', nextAttemptAt: null }));
          return 'inner';
        });
        expect(inner).toBe('inner');
        expect(await tx.getIngest(row.ingestId)).toStrictEqual(failed(row));
        throw new Boom('after the nested transaction resolved');
      })).rejects.toThrow(Boom);
      expect(await snapshot()).toStrictEqual(before);
    });

    it('commits a nested transaction with the outer one', async () => {
      const row = ingest('1700000001');
      await store.transaction(async (tx) => {
        await insert(tx, row);
        await tx.transaction(async (nested) => {
          await nested.transaction(async (deeper) => {
            await deeper.saveEvent(webhookEvent());
          });
        });
        await tx.saveAttempt(webhookAttempt());
      });
      expect(await store.getIngest(row.ingestId)).toStrictEqual(row);
      expect(await store.getEvent('evt_1')).toStrictEqual(webhookEvent());
      expect(await store.listAttempts('evt_1')).toStrictEqual([webhookAttempt()]);
    });

    it('takes back only a nested transaction\'s writes when it rejects and the outer one catches', async () => {
      const first = ingest('1700000001');
      const second = ingest('1700000002');
      await store.transaction(async (tx) => {
        await insert(tx, first);
        await expect(tx.transaction(async (nested) => {
          await nested.saveIngest(failed(first));
          await nested.saveEvent(webhookEvent());
          throw new Boom('nested');
        })).rejects.toThrow(Boom);
        expect(await tx.getIngest(first.ingestId)).toStrictEqual(first);
        await insert(tx, second);
      });
      expect(await store.listIngests()).toStrictEqual([second, first]);
      expect(await store.getEvent('evt_1')).toBeUndefined();
    });

    it('rolls back a reset, and commits one made inside a transaction', async () => {
      await committedIngest();
      const before = await snapshot();
      await expect(store.transaction(async (tx) => {
        await tx.reset({ partners: true });
        expect(await tx.listEvents()).toEqual([]);
        await tx.saveEvent(webhookEvent({ eventId: 'evt_9', seq: 9 }));
        throw new Boom('after reset');
      })).rejects.toThrow(Boom);
      expect(await snapshot()).toStrictEqual(before);

      await store.transaction(async (tx) => {
        await tx.reset();
      });
      expect(await store.listIngests()).toEqual([]);
      expect(await store.listEvents()).toEqual([]);
      expect(await store.listPartners()).toStrictEqual([partner()]);
    });

    it('rolls back a store call that failed inside the unit with the rest, and works on after it', async () => {
      const row = ingest('1700000001');
      await expect(store.transaction(async (tx) => {
        await insert(tx, row);
        // Rejects (no such ingest): the unit's function lets it through.
        await tx.saveIngest(ingest('1799999999'));
      })).rejects.toThrow(/no ingest 1799999999/);
      expect(await store.getIngest(row.ingestId)).toBeUndefined();
      // The store works on: the next transaction starts and commits as usual.
      await store.transaction(async (tx) => {
        await insert(tx, row);
      });
      expect(await store.getIngest(row.ingestId)).toStrictEqual(row);
    });

    it('rejects with a clear error when called on a closed store', async () => {
      await store.close();
      await expect(store.transaction(async () => 1)).rejects.toThrow(/^transaction\(\) called on a closed store/);
    });
  });
}
