/**
 * The objects of a kept element tree (tree.ts) as build-tree.ts makes them: plain classes, so that every
 * element has one shape (V8 keeps reads of them monomorphic), and a tree that finds positions lazily.
 */
import type { ErnVersion } from '../version.js';
import { type CountedText, positionAt, type Positions, positionsOf } from './text-positions.js';
import type { ErnElement, ErnTree, TextPosition } from './tree.js';

/** Shared by every element without kept attributes (most of them), instead of one empty object each. */
export const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});
/** Shared by every element without kept children until its first one; never pushed to (see adopt). */
const NO_CHILDREN: ErnElement[] = Object.freeze([]) as unknown as ErnElement[];

/** One kept element, filled in while its subtree is read. */
export class KeptElement implements ErnElement {
  readonly name: string;
  readonly index: number;
  readonly attributes: Readonly<Record<string, string>>;
  /** Its character data so far while it is open; trimmed when it closes (see close). */
  text = '';
  children: ErnElement[] = NO_CHILDREN;
  readonly parent: KeptElement | null;
  readonly offset: number;

  constructor(
    name: string,
    index: number,
    attributes: Readonly<Record<string, string>>,
    parent: KeptElement | null,
    offset: number,
  ) {
    this.name = name;
    this.index = index;
    this.attributes = attributes;
    this.parent = parent;
    this.offset = offset;
  }

  /** Whether it has no kept child yet: only then is its text its own (tree.ts: `''` for a container). */
  get isLeaf(): boolean {
    return this.children === NO_CHILDREN;
  }

  adopt(child: KeptElement): void {
    if (this.children === NO_CHILDREN) {
      this.children = [child];
    } else {
      this.children.push(child);
    }
  }

  /** Its end tag was read: a container's text is `''`, a leaf's is trimmed (tree.ts). */
  close(): void {
    this.text = this.isLeaf ? this.text.trim() : '';
  }
}

/**
 * A message's kept elements, with the text they were read from so that {@link position} can find lines.
 *
 * It holds the whole message text: keep the tree only as long as findings are being made from it.
 */
export class KeptTree implements ErnTree {
  readonly ernVersion: ErnVersion;
  readonly root: ErnElement;
  /** The text and how it is held, kept for {@link position}. */
  private readonly counted: CountedText;
  /** Offsets of the kept elements' start tags, ascending: document order is the order they were made in. */
  private readonly offsets: readonly number[];
  private positions: Positions | undefined;

  constructor(ernVersion: ErnVersion, root: ErnElement, counted: CountedText, offsets: readonly number[]) {
    this.ernVersion = ernVersion;
    this.root = root;
    this.counted = counted;
    this.offsets = offsets;
  }

  /** Where the element's start tag (its `<`) stands; the first call reads the text once for every element. */
  position(element: ErnElement): TextPosition {
    const i = indexOf(this.offsets, element.offset);
    if (i < 0) {
      // Not an element of this tree (a caller's mix-up): still its offset's true position, at one pass's cost.
      return positionAt(positionsOf(this.counted, [Math.max(element.offset, 0)]), 0);
    }
    this.positions ??= positionsOf(this.counted, this.offsets);
    return positionAt(this.positions, i);
  }
}

/** The index of `offset` in the ascending `offsets`, or -1. */
function indexOf(offsets: readonly number[], offset: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = offsets[middle]!;
    if (at === offset) return middle;
    if (at < offset) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
