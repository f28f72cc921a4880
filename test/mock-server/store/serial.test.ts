/**
 * How the memory and SQLite stores keep the asynchronous interface with one unit at a time (serial.ts): a call on
 * the store from inside its own unit rejects with a clear error instead of waiting for ever, a tx outlives its unit
 * only to reject, nested units of one tx run one after the other, and close waits for the open unit.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type Store } from '../../../mock-server/src/store/index.js';
import { openSqliteStore } from '../../../mock-server/src/store/sqlite.js';
import { failed, ingest, insert, partner, tempDirs } from './support.js';

const dirs = tempDirs();

const stores: [string, () => Store][] = [
  ['memory', () => createMemoryStore()],
  ['sqlite', () => openSqliteStore({ dataDir: dirs.make() })],
];

describe.each(stores)('%s store: one unit at a time', (_name, open) => {
  it('rejects a call on the store made inside its own unit, naming tx, instead of waiting for ever', async () => {
    const store = open();
    const row = ingest('1700000001');
    await expect(store.transaction(async (tx) => {
      await insert(tx, row);
      await store.getIngest(row.ingestId);
    })).rejects.toThrow(/getIngest\(\) was called on the store .* inside a transaction it would wait for: .* through tx/);
    // The unit rolled back, and the store works on.
    expect(await store.getIngest(row.ingestId)).toBeUndefined();
    await store.transaction(async (tx) => {
      await expect(tx.transaction(async () => {
        await tx.savePartner(partner());
      })).rejects.toThrow(/savePartner\(\) was called on the store \(or an outer tx\)/);
    });
    expect(await store.listPartners()).toEqual([]);
    await store.close();
  });

  it('rejects a call on a tx after its unit has ended', async () => {
    const store = open();
    let kept: Parameters<Parameters<Store['transaction']>[0]>[0] | undefined;
    await store.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.getIngest('1700000001')).rejects.toThrow(/getIngest\(\) was called on a tx whose transaction has ended/);
    await store.close();
  });

  it('runs nested units of one tx one after the other: the one that rejects takes back its own writes only', async () => {
    const store = open();
    const first = ingest('1700000001');
    const second = ingest('1700000002');
    await store.transaction(async (tx) => {
      const results = await Promise.allSettled([
        tx.transaction(async (nested) => {
          await insert(nested, first);
          await new Promise((resolve) => setImmediate(resolve));
          await nested.saveIngest(failed(first));
        }),
        tx.transaction(async (nested) => {
          await insert(nested, second);
          throw new Error('the second nested unit');
        }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    });
    expect(await store.listIngests()).toStrictEqual([failed(first)]);
    await store.close();
  });

  it('waits for the open unit before closing, and rejects what comes after', async () => {
    const store = open();
    const row = ingest('1700000001');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const unit = store.transaction(async (tx) => {
      await insert(tx, row);
      await released;
    });
    const closed = store.close();
    const after = store.getIngest(row.ingestId);
    release();
    await unit;
    await closed;
    await expect(after).rejects.toThrow(/^getIngest\(\) called on a closed store/);
    dirs.removeAll();
  });
});
