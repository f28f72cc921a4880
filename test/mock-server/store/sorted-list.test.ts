import { describe, expect, it } from 'vitest';
import { SortedList } from '../../../mock-server/src/store/sorted-list.js';

interface Item {
  key: number;
  id: number;
}

const byKeyThenId = (a: Item, b: Item) => a.key - b.key || a.id - b.id;

function contents(list: SortedList<Item>): Item[] {
  return Array.from({ length: list.length }, (_, index) => list.at(index)!);
}

/** A seeded generator (a 32-bit LCG): the same operations on every run. */
function numbers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

describe('SortedList', () => {
  it('keeps the order of a sorted copy through inserts, removals and replacements anywhere', () => {
    const next = numbers(42);
    const list = new SortedList(byKeyThenId);
    let reference: Item[] = [];
    let ids = 0;
    // Enough removals at the front to drop the dead slots several times (from 1,024 on).
    for (let step = 0; step < 20_000; step++) {
      const roll = next(10);
      if (reference.length === 0 || roll < 4) {
        const item = { key: next(500), id: ids++ };
        list.insert(item);
        reference.push(item);
      } else if (roll < 7) {
        // The dispatcher's usual move: the earliest item leaves.
        const first = list.at(0)!;
        list.remove(first);
        reference = reference.filter((item) => item !== first);
      } else if (roll < 8) {
        const victim = reference[next(reference.length)]!;
        list.remove(victim);
        reference = reference.filter((item) => item !== victim);
      } else {
        const previous = reference[next(reference.length)]!;
        const replacement = { key: roll === 8 ? previous.key : next(500), id: previous.id };
        list.replace(previous, replacement);
        reference = reference.map((item) => (item === previous ? replacement : item));
      }
      if (step % 500 === 0) expect(contents(list)).toEqual([...reference].sort(byKeyThenId));
    }
    expect(contents(list)).toEqual([...reference].sort(byKeyThenId));
    expect(list.at(list.length)).toBeUndefined();
    expect(list.at(-1)).toBeUndefined();
  });

  it('refuses to remove an item that is not in the list, instead of removing its neighbour', () => {
    const list = new SortedList(byKeyThenId);
    list.insert({ key: 1, id: 1 });
    expect(() => {
      list.remove({ key: 1, id: 2 });
    }).toThrow(/not in the list/);
    expect(list.length).toBe(1);
  });
});
