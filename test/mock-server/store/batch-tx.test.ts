import { describe, expect, it } from 'vitest';
import { batchTx } from '../../../mock-server/src/store/batch-tx.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import type { Store } from '../../../mock-server/src/store/types.js';
import { interceptStore, partner, webhookEvent } from './support.js';

/** A memory store counting the calls made through each unit's tx. */
function counted(): { store: Store; calls: string[] } {
  const calls: string[] = [];
  const store = interceptStore(createMemoryStore(), (name, _args, call) => {
    calls.push(name);
    return call();
  });
  return { store, calls };
}

describe('batchTx: the tx of a batch of changes', () => {
  it('writes the events saved through it in one saveEvents at flush, and reads a partner once', async () => {
    const { store, calls } = counted();
    await store.savePartner(partner());
    calls.length = 0;
    await store.transaction(async (tx) => {
      const batch = batchTx(tx);
      for (const seq of [1, 2, 3]) {
        expect((await batch.tx.getPartner('partner-a'))?.id).toBe('partner-a');
        await batch.tx.saveEvent(webhookEvent({ eventId: `evt_${seq}`, seq }));
      }
      // Nothing written yet: the events wait for the flush.
      expect(await tx.listEvents()).toEqual([]);
      await batch.flush();
      expect((await tx.listEvents()).map((event) => event.eventId)).toEqual(['evt_3', 'evt_2', 'evt_1']);
    });
    expect(calls.filter((name) => name === 'getPartner')).toHaveLength(1);
    expect(calls.filter((name) => name === 'saveEvents')).toHaveLength(1);
    expect(calls).not.toContain('saveEvent');
  });

  it('flushes before any other call, so that a read through it sees what was saved, and reads partners again after', async () => {
    const { store, calls } = counted();
    await store.savePartner(partner());
    await store.transaction(async (tx) => {
      const batch = batchTx(tx);
      await batch.tx.getPartner('partner-a');
      await batch.tx.saveEvent(webhookEvent());
      expect(await batch.tx.getEvent('evt_1')).toStrictEqual(webhookEvent());
      await batch.tx.savePartner(partner({ webhookUrl: null }));
      expect((await batch.tx.getPartner('partner-a'))?.webhookUrl).toBeNull();
      await batch.flush();
    });
    expect(calls.filter((name) => name === 'getPartner')).toHaveLength(2);
    expect(await store.getEvent('evt_1')).toStrictEqual(webhookEvent());
  });

  it('takes a counter\'s values ahead in one call at the first ask, hands them out in order, then one at a time', async () => {
    const { store, calls } = counted();
    await store.nextSequence('webhookEvent');
    calls.length = 0;
    const values = await store.transaction(async (tx) => {
      const batch = batchTx(tx, { ahead: { webhookEvent: 3 } });
      const handed: number[] = [];
      for (let i = 0; i < 4; i++) handed.push(await batch.tx.nextSequence('webhookEvent'));
      // Another counter was not asked ahead: one at a time.
      handed.push(await batch.tx.nextSequence('apiKey'));
      return handed;
    });
    expect(values).toEqual([2, 3, 4, 5, 1]);
    expect(calls).toEqual(['transaction', 'nextSequences', 'nextSequence', 'nextSequence']);
  });

  it('takes nothing ahead for one value, nor when the batch asks for none', async () => {
    const { store, calls } = counted();
    await store.transaction(async (tx) => {
      const batch = batchTx(tx, { ahead: { webhookEvent: 1 } });
      expect(await batch.tx.nextSequence('webhookEvent')).toBe(1);
      batchTx(tx, { ahead: { webhookEvent: 5 } });
    });
    expect(calls).toEqual(['transaction', 'nextSequence']);
    expect(await store.nextSequence('webhookEvent')).toBe(2);
  });

  it('writes nothing when the unit rolls back, flushed or not', async () => {
    const store = createMemoryStore();
    await expect(store.transaction(async (tx) => {
      const batch = batchTx(tx);
      await batch.tx.saveEvent(webhookEvent());
      await batch.flush();
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await store.getEvent('evt_1')).toBeUndefined();
  });
});
