/**
 * Units that run at the same time (mock-server/src/store/types.ts StoreOps.transaction): with async functions two
 * flows interleave at every await, and every store must still keep each unit whole. Two units on one ingest never
 * lose each other's counter, a unit that rejects takes back its own writes only, a write made outside during an
 * open unit is not taken back by it, and no read outside shows a write that is then rolled back. The memory and
 * SQLite stores run one unit at a time (serial.ts); PostgreSQL locks the row (`SELECT … FOR UPDATE`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestRow, Store, StoreOps } from '../../../mock-server/src/store/index.js';
import { ingest, insert, partner } from './support.js';

class Boom extends Error {}

/** A promise and the function that settles it: a unit waits on it to stay open while the test acts. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Lets other flows run: a few turns of the event loop (and of a network round trip's callbacks). */
async function turns(count = 5): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

export function describeIsolationBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store: units at the same time`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    /** The runner's step: read the ingest, record file `index`'s outcome, count it, save: one unit. */
    async function countOutcome(tx: StoreOps, row: IngestRow, index: number, status: 'completed' | 'failed'): Promise<void> {
      const current = (await tx.getIngest(row.ingestId))!;
      await turns(1);
      const recorded = await tx.recordFileOutcome(row.ingestId, index, status === 'completed' ? { status } : { status, failure: 'x' });
      expect(recorded).toBe(true);
      const { resources } = current;
      await tx.saveIngest({ ...current, resources: { ...resources, [status]: resources[status] + 1 } });
    }

    it('runs two units on one ingest at once without losing either one\'s counter', async () => {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      await Promise.all([
        store.transaction((tx) => countOutcome(tx, row, 0, 'completed')),
        store.transaction((tx) => countOutcome(tx, row, 1, 'failed')),
      ]);
      expect((await store.getIngest(row.ingestId))!.resources).toEqual({ total: 2, completed: 1, failed: 1 });
      expect((await store.listIngestFiles(row.ingestId)).map((file) => file.status)).toEqual(['completed', 'failed']);
    });

    it('keeps the writes of one unit when another on the same ingest rejects at the same time', async () => {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      const kept = store.transaction(async (tx) => {
        await countOutcome(tx, row, 0, 'completed');
        return 'kept';
      });
      const rolledBack = store.transaction(async (tx) => {
        await countOutcome(tx, row, 1, 'failed');
        throw new Boom('second unit');
      });
      await expect(rolledBack).rejects.toThrow(Boom);
      expect(await kept).toBe('kept');
      expect((await store.getIngest(row.ingestId))!.resources).toEqual({ total: 2, completed: 1, failed: 0 });
      expect((await store.listIngestFiles(row.ingestId)).map((file) => file.status)).toEqual(['completed', 'pending']);
    });

    it('does not take back a write made outside while a unit is open, when that unit rolls back', async () => {
      const row = ingest(await store.allocateIngestId());
      const inside = gate();
      const release = gate();
      const unit = store.transaction(async (tx) => {
        await insert(tx, row);
        inside.open();
        await release.opened;
        throw new Boom('the unit rolls back');
      });
      await inside.opened;
      const outside = store.savePartner(partner({ id: 'partner-outside' }));
      const outsideSequence = store.nextSequence('webhookEvent');
      await turns();
      release.open();
      await expect(unit).rejects.toThrow(Boom);
      await outside;
      expect(await outsideSequence).toBe(1);
      expect(await store.getPartner('partner-outside')).toStrictEqual(partner({ id: 'partner-outside' }));
      expect(await store.nextSequence('webhookEvent')).toBe(2);
      expect(await store.getIngest(row.ingestId)).toBeUndefined();
    });

    it('never shows a read outside a write of an open unit that then rolls back', async () => {
      const row = ingest(await store.allocateIngestId());
      const inside = gate();
      const release = gate();
      const unit = store.transaction(async (tx) => {
        await insert(tx, row);
        await tx.savePartner(partner({ id: 'partner-uncommitted' }));
        inside.open();
        await release.opened;
        throw new Boom('the unit rolls back');
      });
      await inside.opened;
      const reads = Promise.all([store.getIngest(row.ingestId), store.getPartner('partner-uncommitted'), store.listIngests()]);
      await turns();
      release.open();
      await expect(unit).rejects.toThrow(Boom);
      expect(await reads).toEqual([undefined, undefined, []]);
    });

    it('shows a read after a unit committed all of its writes', async () => {
      const row = ingest(await store.allocateIngestId());
      const unit = store.transaction(async (tx) => {
        await insert(tx, row);
        await turns(1);
        await tx.savePartner(partner());
      });
      await unit;
      expect(await store.getIngest(row.ingestId)).toStrictEqual(row);
      expect(await store.getPartner('partner-a')).toStrictEqual(partner());
    });
  });
}
