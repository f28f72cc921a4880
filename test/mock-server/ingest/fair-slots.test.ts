/** The resource-loading slots go round-robin over partners, then over each partner's ingests (issue #13, item 5). */
import { describe, expect, it } from 'vitest';
import { FairSlots } from '../../../mock-server/src/ingest/fair-slots.js';

/** Queues `waiters` ([partner, ingest] pairs) on a full `slots`, and records the order in which they get a slot. */
async function order(slots: FairSlots, waiters: [string, string][]): Promise<string[]> {
  const served: string[] = [];
  for (const [partner, ingest] of waiters) {
    void slots.acquire(partner, ingest).then(() => served.push(`${partner}/${ingest}`));
  }
  for (const _waiter of waiters) {
    slots.release();
    await Promise.resolve();
  }
  await new Promise((resolve) => setImmediate(resolve));
  return served;
}

describe('FairSlots', () => {
  it('takes free slots at once, up to the limit', async () => {
    const slots = new FairSlots(2);
    await slots.acquire('a', '1');
    await slots.acquire('b', '2');
    expect(slots.inUse).toBe(2);
    slots.release();
    expect(slots.inUse).toBe(1);
  });

  it('hands a freed slot to the next partner in turn, then to the next ingest of that partner', async () => {
    const slots = new FairSlots(1);
    await slots.acquire('a', 'a1');
    // Partner a queues six files over two ingests before partner b queues its two.
    const waiters: [string, string][] = [
      ['a', 'a1'], ['a', 'a1'], ['a', 'a1'], ['a', 'a2'], ['a', 'a2'], ['a', 'a2'], ['b', 'b1'], ['b', 'b1'],
    ];
    expect(await order(slots, waiters)).toEqual(['a/a1', 'b/b1', 'a/a2', 'b/b1', 'a/a1', 'a/a2', 'a/a1', 'a/a2']);
  });

  it('lets every waiter through on drain', async () => {
    const slots = new FairSlots(1);
    await slots.acquire('a', '1');
    let through = 0;
    for (let i = 0; i < 3; i++) void slots.acquire('b', String(i)).then(() => through++);
    slots.drain();
    await new Promise((resolve) => setImmediate(resolve));
    expect(through).toBe(3);
  });
});
