/**
 * An array kept in `compare` order, for the in-memory store's orders (due events, events by seq): a
 * binary search finds an item's place, then one splice moves the items after it. The front is where the
 * dispatcher takes due events from, so removing the first item only moves a start offset (the dead slots
 * are dropped in one go once they are half the array): with 100,000 pending events, a splice or shift()
 * there costs hundreds of µs (V8 copies the whole array), the offset nothing. `compare` must return 0
 * only for an item and itself, so that `remove` finds exactly the item it is given.
 */
export class SortedList<T> {
  #items: (T | undefined)[] = [];
  /** Index in #items of the first item; the slots before it are dead. */
  #start = 0;
  readonly #compare: (a: T, b: T) => number;

  constructor(compare: (a: T, b: T) => number) {
    this.#compare = compare;
  }

  get length(): number {
    return this.#items.length - this.#start;
  }

  /** The item at `index` in order, or undefined past the end. */
  at(index: number): T | undefined {
    return index < 0 ? undefined : this.#items[this.#start + index];
  }

  insert(item: T): void {
    this.#items.splice(this.#lowerBound(item), 0, item);
  }

  /** Removes `item`, which must be in the list with the sort key it was inserted with. */
  remove(item: T): void {
    const index = this.#indexOf(item);
    if (index !== this.#start) {
      this.#items.splice(index, 1);
      return;
    }
    // Let go of the item, so the dead slot holds no record.
    this.#items[index] = undefined;
    this.#start++;
    if (this.#start >= 1_024 && this.#start * 2 >= this.#items.length) {
      this.#items = this.#items.slice(this.#start);
      this.#start = 0;
    }
  }

  /**
   * Puts `next` in the place of `previous`: in place when it sorts there too (an event saved again with
   * the same seq or due time, the usual case), or else removed and inserted.
   */
  replace(previous: T, next: T): void {
    const index = this.#indexOf(previous);
    const before = index > this.#start ? this.#items[index - 1] : undefined;
    const after = this.#items[index + 1];
    const fitsHere = (before === undefined || this.#compare(before, next) < 0)
      && (after === undefined || this.#compare(next, after) < 0);
    if (fitsHere) {
      this.#items[index] = next;
      return;
    }
    this.remove(previous);
    this.insert(next);
  }

  /** The index in #items of `item`, which must be in the list. */
  #indexOf(item: T): number {
    const index = this.#lowerBound(item);
    if (index === this.#items.length || this.#compare(this.#items[index]!, item) !== 0) {
      throw new Error('SortedList: the item is not in the list (was its sort key changed after insert?)');
    }
    return index;
  }

  /** The first index in #items, from #start on, whose item does not sort before `item`. */
  #lowerBound(item: T): number {
    let low = this.#start;
    let high = this.#items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#compare(this.#items[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
