/**
 * The memory store's kept bytes (mock-server/src/store/memory-kept-bytes.ts): first saved, first dropped past the
 * bound; a replaced value keeps its place; every write's undo puts back what was there, where it was.
 */
import { expect, it } from 'vitest';
import { KeptBytes } from '../../../mock-server/src/store/memory-kept-bytes.js';

const bytes = (n: number) => new Uint8Array(n);

/** What is kept, in the order the next trim would drop it. */
function order(kept: KeptBytes, keys: readonly string[]): string[] {
  return keys.filter((key) => kept.get(key) !== undefined);
}

it('drops the bytes saved first, a replaced value keeping its place', () => {
  const kept = new KeptBytes();
  kept.set('a', bytes(10));
  kept.set('b', bytes(10));
  kept.set('c', bytes(10));
  kept.set('a', bytes(5));
  kept.trimTo(15);
  expect(order(kept, ['a', 'b', 'c'])).toEqual(['c']);
});

it('puts dropped bytes back in their place when the drop is undone, so the next trim drops the same ones', () => {
  const kept = new KeptBytes();
  for (const key of ['a', 'b', 'c']) kept.set(key, bytes(10));
  const undo = kept.drop('a');
  expect(kept.get('a')).toBeUndefined();
  undo();
  expect(kept.get('a')).toHaveLength(10);
  // 'a' is again the first saved: trimming to 20 drops it, not 'b'.
  kept.trimTo(20);
  expect(order(kept, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  // The total came back with it: at 20 nothing more goes.
  kept.set('d', bytes(0));
  kept.trimTo(20);
  expect(order(kept, ['b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
});

it('undoes a set: a new key goes, a replaced value comes back in its place', () => {
  const kept = new KeptBytes();
  kept.set('a', bytes(10));
  kept.set('b', bytes(10));
  const undoNew = kept.set('c', bytes(10));
  const undoReplace = kept.set('a', bytes(1));
  undoReplace();
  undoNew();
  expect(kept.get('a')).toHaveLength(10);
  expect(kept.get('c')).toBeUndefined();
  kept.trimTo(10);
  expect(order(kept, ['a', 'b'])).toEqual(['b']);
});
