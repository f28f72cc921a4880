/**
 * How many children of each local name the open kept elements have had so far (tree.ts `index`), for
 * build-tree.ts. A Map per element costs more than the rest of the tree: clearing one allocates a new table
 * and every lookup hashes a fresh name. Most elements have a few child names, so each depth has a small list
 * searched from its last hit, reset by setting its length to 0; past {@link LIST_LIMIT} names it becomes a
 * Map, so that a hostile element with 100,000 differently named children stays linear.
 */

const LIST_LIMIT = 16;

/** The counts of one depth: a short list, or a Map once it has many names. */
class DepthCounts {
  readonly names: string[] = [];
  readonly counts: number[] = [];
  size = 0;
  /** Where the last name was found: siblings of one name usually come together. */
  last = 0;
  many: Map<string, number> | undefined;

  reset(): void {
    this.size = 0;
    this.last = 0;
    this.many = undefined;
  }

  /** Counts one more child named `name`; returns its 1-based index among those of that name. */
  next(name: string): number {
    if (this.many !== undefined) {
      const index = (this.many.get(name) ?? 0) + 1;
      this.many.set(name, index);
      return index;
    }
    const { names, counts, size } = this;
    if (size > 0 && names[this.last] === name) return ++counts[this.last]!;
    for (let i = 0; i < size; i++) {
      if (names[i] === name) {
        this.last = i;
        return ++counts[i]!;
      }
    }
    if (size === LIST_LIMIT) {
      this.many = new Map();
      for (let i = 0; i < size; i++) this.many.set(names[i]!, counts[i]!);
      this.many.set(name, 1);
      return 1;
    }
    names[size] = name;
    counts[size] = 1;
    this.last = size;
    this.size = size + 1;
    return 1;
  }
}

/** Per depth, the children counted so far of the element open there; reused by each element opened at that depth. */
export class SiblingCounts {
  private readonly depths: DepthCounts[] = [];

  /** An element opens at `depth`: its children are counted from nothing. */
  start(depth: number): void {
    const counts = this.depths[depth];
    if (counts === undefined) {
      this.depths[depth] = new DepthCounts();
    } else {
      counts.reset();
    }
  }

  /** One more child named `name` of the element open at `depth` (started before); returns its index. */
  next(depth: number, name: string): number {
    return this.depths[depth]!.next(name);
  }
}
