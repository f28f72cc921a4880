/**
 * The objects of a kept element tree (tree.ts) as build-tree.ts makes them: plain classes, so that every
 * element has one shape (V8 keeps reads of them monomorphic), and a tree that finds positions lazily.
 */
import type { ErnVersion } from '../version.js';
import { type CountedText, LinePositions } from './text-positions.js';
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
  /** The text's lines, found when the first position is asked (text-positions.ts). */
  private readonly lines: LinePositions;

  constructor(ernVersion: ErnVersion, root: ErnElement, counted: CountedText) {
    this.ernVersion = ernVersion;
    this.root = root;
    this.lines = new LinePositions(counted);
  }

  /** Where the element's start tag (its `<`) stands; the first call finds where the text's lines start. */
  position(element: ErnElement): TextPosition {
    return this.lines.position(Math.max(element.offset, 0));
  }
}
