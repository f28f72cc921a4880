import { describe, expect, it } from 'vitest';
import { type BatchOutcome, UnitBatches } from '../../../mock-server/src/store/unit-batches.js';

/** A unit that holds until released, recording each batch it was given. */
function heldUnits() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const run = (items: readonly string[]): Promise<BatchOutcome<string>[]> => {
    batches.push([...items]);
    return new Promise((resolve) => {
      releases.push(() => {
        resolve(items.map((item) => (item.startsWith('bad') ? { ok: false, error: new Error(`no ${item}`) } : { ok: true, value: item.toUpperCase() })));
      });
    });
  };
  return { batches, releases, run };
}

/**
 * The loop's turn after which a batch has started: the next batches start in a setImmediate, queued once the batch
 * before has settled (its promise's reactions run after the caller's setImmediate here was queued): two of them.
 */
const tick = async () => {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('UnitBatches (group commit)', () => {
  it('starts a call alone at once, and batches the calls that come while the units are on their way', async () => {
    const units = heldUnits();
    const batches = new UnitBatches({ run: units.run, keyOf: (item: string) => item, maxBatch: 10, maxRunning: 1 });
    const first = batches.submit('a');
    await tick();
    expect(units.batches).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((item) => batches.submit(item));
    await tick();
    // One unit on its way (maxRunning 1): the three wait for it, then go as one batch.
    expect(units.batches).toEqual([['a']]);
    expect(batches.size).toBe(3);
    units.releases[0]!();
    expect(await first).toBe('A');
    await tick();
    expect(units.batches).toEqual([['a'], ['b', 'c', 'd']]);
    units.releases[1]!();
    expect(await Promise.all(later)).toEqual(['B', 'C', 'D']);
  });

  it('puts the calls of one turn in one batch, up to maxBatch, and runs up to maxRunning batches at once', async () => {
    const units = heldUnits();
    const batches = new UnitBatches({ run: units.run, keyOf: (item: string) => item, maxBatch: 2, maxRunning: 2 });
    const calls = ['a', 'b', 'c', 'd', 'e'].map((item) => batches.submit(item));
    await tick();
    expect(units.batches).toEqual([['a', 'b'], ['c', 'd']]);
    units.releases[1]!();
    await tick();
    expect(units.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    units.releases[0]!();
    units.releases[2]!();
    expect(await Promise.all(calls)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('puts the calls of every callback of one phase of the loop in one batch, and lets the loop turn between two batches', async () => {
    // A synchronous store (SQLite): each unit's work is done when run() returns.
    const log: string[] = [];
    const batches = new UnitBatches({
      run: (items: readonly string[]) => {
        log.push(`batch of ${items.length}`);
        // What the loop has to do meanwhile (a request that came): it runs before the next batch.
        setImmediate(() => log.push('the loop turned'));
        return Promise.resolve(items.map((item) => ({ ok: true as const, value: item })));
      },
      keyOf: (item: string) => item,
      maxBatch: 128,
      maxRunning: 1,
    });
    // 300 callbacks of one phase (as the hold timers of 300 ingests due at one instant): immediates queued together,
    // which Node runs in one check phase (timers due at once may be split over two phases when their creation spanned
    // a millisecond).
    const calls = await new Promise<Promise<string>[]>((resolve) => {
      const made: Promise<string>[] = [];
      for (let i = 0; i < 300; i++) {
        setImmediate(() => {
          made.push(batches.submit(`ingest-${i}`));
          if (made.length === 300) resolve(made);
        });
      }
    });
    expect(await Promise.all(calls)).toHaveLength(300);
    await tick();
    expect(log).toEqual(['batch of 128', 'the loop turned', 'batch of 128', 'the loop turned', 'batch of 44', 'the loop turned']);
  });

  it('is busy from a submit until its batch settled, and idle() resolves then (what a virtual clock\'s advance waits for)', async () => {
    const units = heldUnits();
    const batches = new UnitBatches({ run: units.run, keyOf: (item: string) => item, maxBatch: 10, maxRunning: 1 });
    expect(batches.busy).toBe(false);
    await batches.idle();
    const call = batches.submit('a');
    // Queued, not started yet: busy all the same.
    expect(batches.busy).toBe(true);
    let idle = false;
    void batches.idle().then(() => (idle = true));
    await tick();
    expect(units.batches).toEqual([['a']]);
    expect(idle).toBe(false);
    units.releases[0]!();
    expect(await call).toBe('A');
    await tick();
    expect(idle).toBe(true);
    expect(batches.busy).toBe(false);
  });

  it('never puts two calls of one key in a batch: the second goes in the next, the order of the others kept', async () => {
    const units = heldUnits();
    const batches = new UnitBatches({ run: units.run, keyOf: (item: string) => item.slice(0, 1), maxBatch: 10, maxRunning: 1 });
    const calls = ['a1', 'b1', 'a2', 'c1', 'a3'].map((item) => batches.submit(item));
    await tick();
    expect(units.batches).toEqual([['a1', 'b1', 'c1']]);
    units.releases[0]!();
    await tick();
    expect(units.batches[1]).toEqual(['a2']);
    units.releases[1]!();
    await tick();
    expect(units.batches[2]).toEqual(['a3']);
    units.releases[2]!();
    expect(await Promise.all(calls)).toEqual(['A1', 'B1', 'A2', 'C1', 'A3']);
  });

  it('rejects only the call its unit says failed, and every call of a batch whose unit rejects; later batches go on', async () => {
    let failWhole = true;
    const batches = new UnitBatches<string, string>({
      run: (items) => {
        if (failWhole) {
          failWhole = false;
          return Promise.reject(new Error('database away'));
        }
        return Promise.resolve(items.map((item) => (item === 'bad' ? { ok: false, error: new Error('no bad') } : { ok: true, value: item })));
      },
      keyOf: (item) => item,
      maxBatch: 10,
      maxRunning: 1,
    });
    const whole = ['x', 'y'].map((item) => batches.submit(item));
    await expect(whole[0]).rejects.toThrow('database away');
    await expect(whole[1]).rejects.toThrow('database away');
    const [good, bad] = [batches.submit('good'), batches.submit('bad')];
    expect(await good).toBe('good');
    await expect(bad).rejects.toThrow('no bad');
  });

  it('runs a batch that failed as a whole again one call per unit when `alone` says so: only the culprit fails', async () => {
    const batches: string[][] = [];
    const units = new UnitBatches<string, string>({
      run: (items) => {
        batches.push([...items]);
        if (items.includes('bug')) return Promise.reject(new Error(items.length > 1 ? 'batch with a bug' : 'bug alone'));
        return Promise.resolve(items.map((item) => ({ ok: true, value: item })));
      },
      keyOf: (item) => item,
      maxBatch: 10,
      maxRunning: 1,
      alone: (error) => (error as Error).message !== 'database away',
    });
    const calls = ['a', 'bug', 'c'].map((item) => units.submit(item));
    expect(await calls[0]).toBe('a');
    await expect(calls[1]).rejects.toThrow('bug alone');
    expect(await calls[2]).toBe('c');
    expect(batches).toEqual([['a', 'bug', 'c'], ['a'], ['bug'], ['c']]);
  });

  it('rejects the calls a unit says nothing of, and refuses sizes below one', async () => {
    const batches = new UnitBatches<string, string>({ run: () => Promise.resolve([]), keyOf: (item) => item, maxBatch: 4, maxRunning: 1 });
    await expect(batches.submit('a')).rejects.toThrow('said nothing of call 1 of 1');
    expect(() => new UnitBatches({ run: () => Promise.resolve([]), keyOf: String, maxBatch: 0, maxRunning: 1 })).toThrow(RangeError);
    expect(() => new UnitBatches({ run: () => Promise.resolve([]), keyOf: String, maxBatch: 1, maxRunning: 0.5 })).toThrow(RangeError);
  });
});
