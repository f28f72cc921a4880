/**
 * Store.transaction (mock-server/src/store/types.ts): all of a unit's writes or none, the same in every
 * implementation. Run by describeStoreBehaviour against each store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, Store } from '../../../mock-server/src/store/index.js';
import { failed, ingest, insert, partner, webhookAttempt, webhookEvent } from './support.js';

class Boom extends Error {}

export function describeTransactionBehaviour(name: string, open: () => Store): void {
  describe(`${name} store transactions`, () => {
    let store: Store;
    beforeEach(() => {
      store = open();
    });
    afterEach(() => {
      store.close();
    });

    /** Everything a caller can read back, to compare the state before and after a transaction. */
    function snapshot() {
      return {
        partners: store.listPartners(),
        ingests: store.listIngests(),
        processing: store.listProcessingIngests(),
        events: store.listEvents(),
        due: store.listDueEvents(Number.MAX_SAFE_INTEGER, 1_000),
        nextDueAt: store.nextDueAt(),
        attempts: store.listAttempts('evt_1'),
        inFlight: store.listInFlightAttempts(),
      };
    }

    /** An ingest saved outside any transaction, with its event and first attempt. */
    function committedIngest(): IngestRow {
      const row = ingest(store.allocateIngestId());
      insert(store, row);
      store.saveEvent(webhookEvent({ ingestId: row.ingestId }));
      store.saveAttempt(webhookAttempt());
      store.savePartner(partner());
      return row;
    }

    it('commits every write of the function and returns what it returns', () => {
      const row = ingest('1700000001');
      const returned = store.transaction(() => {
        insert(store, failed(row));
        store.saveEvent(webhookEvent());
        return { eventId: 'evt_1' };
      });
      expect(returned).toEqual({ eventId: 'evt_1' });
      expect(store.getIngest('1700000001')).toStrictEqual(failed(row));
      expect(store.getEvent('evt_1')).toStrictEqual(webhookEvent());
    });

    it('rolls back an ingest and its event saved together when the function throws, and re-throws', () => {
      const row = committedIngest();
      const before = snapshot();
      const error = new Boom('the webhook URL lookup failed');
      expect(() => store.transaction(() => {
        // Changes to records that existed, new records, sequences and a partner, then the throw.
        store.saveIngest(failed(row));
        store.saveEvent(webhookEvent({ ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null }));
        store.saveAttempt({ ...webhookAttempt(), outcome: 'succeeded' });
        const next = ingest(store.allocateIngestId());
        insert(store, next);
        store.saveEvent(webhookEvent({ eventId: 'evt_2', seq: 2, ingestId: next.ingestId, nextAttemptAt: 1 }));
        store.saveAttempt(webhookAttempt({ eventId: 'evt_2' }));
        store.nextSequence('eventId');
        store.savePartner(partner({ id: 'partner-b' }));
        store.savePartner(partner({ active: false }));
        throw error;
      })).toThrow(error);
      expect(snapshot()).toStrictEqual(before);
      expect(store.getEvent('evt_2')).toBeUndefined();
      expect(store.listAttempts('evt_2')).toEqual([]);
      // The sequences rolled back too: the ids are handed out again, as SQLite would.
      expect(store.allocateIngestId()).toBe('1700000002');
      expect(store.nextSequence('eventId')).toBe(1);
    });

    it('leaves the lists in working order after a rollback', () => {
      committedIngest();
      expect(() => store.transaction(() => {
        store.saveEvent(webhookEvent({ eventId: 'evt_0', seq: 0, nextAttemptAt: 1 }));
        store.saveEvent(webhookEvent({ nextAttemptAt: null }));
        insert(store, ingest('1700000005'));
        throw new Boom('rolled back');
      })).toThrow(Boom);
      store.saveEvent(webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 2 }));
      insert(store, ingest('1700000009'));
      expect(store.listEvents().map((event) => event.eventId)).toEqual(['evt_2', 'evt_1']);
      expect(store.listDueEvents(Number.MAX_SAFE_INTEGER, 10).map((event) => event.eventId)).toEqual(['evt_2', 'evt_1']);
      expect(store.listIngests().map((row) => row.ingestId)).toEqual(['1700000009', '1700000001']);
    });

    it('joins a nested transaction to the outer one: a throw after it returns rolls back its writes too', () => {
      const row = committedIngest();
      const before = snapshot();
      expect(() => store.transaction(() => {
        const inner = store.transaction(() => {
          store.saveIngest(failed(row));
          store.saveEvent(webhookEvent({ state: 'delivered', nextAttemptAt: null }));
          return 'inner';
        });
        expect(inner).toBe('inner');
        expect(store.getIngest(row.ingestId)).toStrictEqual(failed(row));
        throw new Boom('after the nested transaction returned');
      })).toThrow(Boom);
      expect(snapshot()).toStrictEqual(before);
    });

    it('commits a nested transaction with the outer one', () => {
      const row = ingest('1700000001');
      store.transaction(() => {
        insert(store, row);
        store.transaction(() => {
          store.transaction(() => {
            store.saveEvent(webhookEvent());
          });
        });
        store.saveAttempt(webhookAttempt());
      });
      expect(store.getIngest(row.ingestId)).toStrictEqual(row);
      expect(store.getEvent('evt_1')).toStrictEqual(webhookEvent());
      expect(store.listAttempts('evt_1')).toStrictEqual([webhookAttempt()]);
    });

    it('takes back only a nested transaction\'s writes when it throws and the outer one catches', () => {
      const first = ingest('1700000001');
      const second = ingest('1700000002');
      store.transaction(() => {
        insert(store, first);
        expect(() => store.transaction(() => {
          store.saveIngest(failed(first));
          store.saveEvent(webhookEvent());
          throw new Boom('nested');
        })).toThrow(Boom);
        insert(store, second);
      });
      expect(store.listIngests()).toStrictEqual([second, first]);
      expect(store.getEvent('evt_1')).toBeUndefined();
    });

    it('rolls back a reset, and commits one made inside a transaction', () => {
      committedIngest();
      const before = snapshot();
      expect(() => store.transaction(() => {
        store.reset({ partners: true });
        expect(store.listEvents()).toEqual([]);
        store.saveEvent(webhookEvent({ eventId: 'evt_9', seq: 9 }));
        throw new Boom('after reset');
      })).toThrow(Boom);
      expect(snapshot()).toStrictEqual(before);

      store.transaction(() => {
        store.reset();
      });
      expect(store.listIngests()).toEqual([]);
      expect(store.listEvents()).toEqual([]);
      expect(store.listPartners()).toStrictEqual([partner()]);
    });

    it('refuses an async function, and rolls back what it wrote before its first await', () => {
      const row = ingest('1700000001');
      expect(() => store.transaction(async () => {
        insert(store, row);
        await Promise.resolve();
      })).toThrow(/fn returned a promise; pass a synchronous function/);
      expect(store.getIngest(row.ingestId)).toBeUndefined();
      // The store works on: the next transaction starts and commits as usual.
      store.transaction(() => {
        insert(store, row);
      });
      expect(store.getIngest(row.ingestId)).toStrictEqual(row);
    });

    it('throws a clear error when called on a closed store', () => {
      store.close();
      expect(() => store.transaction(() => 1)).toThrow(/^transaction\(\) called on a closed store/);
    });
  });
}
