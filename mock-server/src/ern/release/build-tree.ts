/**
 * Builds the kept element tree (tree.ts) during the scanner's one walk of a message (ern/scan.ts): the
 * scanner resolves each element's namespace and hands it over here, so the tree costs no walk of its own,
 * and an element outside the vocabulary (vocabulary.ts) costs one counter step, its subtree nothing.
 */
import type { StartTag } from '../../xml/tags.js';
import { unitsToText, type XmlText } from '../../xml/xml-text.js';
import type { ErnVersion } from '../version.js';
import { KeptElement, KeptTree, NO_ATTRIBUTES } from './kept-tree.js';
import { SiblingCounts } from './sibling-counts.js';
import type { ErnTree } from './tree.js';
import { isKeptElement, KEPT_ATTRIBUTES, KEPT_NAMES } from './vocabulary.js';

/** KEPT_ATTRIBUTES by length, as StartTag.attributeLocalName takes them. */
const KEPT_ATTRIBUTES_BY_LENGTH: readonly (readonly string[] | undefined)[] = KEPT_ATTRIBUTES.reduce<string[][]>(
  (byLength, name) => {
    (byLength[name.length] ??= []).push(name);
    return byLength;
  },
  [],
);

/**
 * Takes the elements of one walk, in document order, and keeps those of the vocabulary whose parent is kept.
 * Only the path from the root to the innermost kept element is held open; the depth below it tells
 * whether an element is inside a skipped one.
 */
export class TreeBuilder {
  /** Whether the character data met now belongs to a kept element's own text: read by the scanner's wantsText. */
  wantsText = false;
  private readonly xml: XmlText;
  private root: KeptElement | undefined;
  /** The innermost kept element open, and its depth (root 1); 0 before the root. */
  private current: KeptElement | undefined;
  private currentDepth = 0;
  /** Depth of the innermost element open, kept or not. */
  private depth = 0;
  /** The children of each local name that the kept elements open have had so far, kept or not (tree.ts `index`). */
  private readonly counts = new SiblingCounts();

  constructor(xml: XmlText) {
    this.xml = xml;
  }

  /**
   * An element starts. `isErn`: it is in the message's ERN namespace (or in none, as ERN children are);
   * others are skipped with their subtree.
   */
  open(tag: StartTag, isErn: boolean): void {
    const depth = ++this.depth;
    if (depth !== this.currentDepth + 1) return; // inside a skipped element
    const parent = this.current;
    const { localName } = tag;
    let index = 1;
    // The vocabulary's own string for a listed name (vocabulary.ts KEPT_NAMES): ASCII, and compared by pointer.
    const listed = KEPT_NAMES.get(localName);
    if (parent !== undefined) {
      index = this.counts.next(this.currentDepth, listed ?? localName);
      if (!isErn || (listed === undefined && !isKeptElement(localName))) {
        this.wantsText = false;
        return;
      }
    }
    // Only an unlisted `…Reference` may have UTF-8 units to decode.
    const name = listed ?? (this.xml.utf8Units ? unitsToText(localName, true) : localName);
    const element = new KeptElement(name, index, this.keptAttributes(tag), parent ?? null, tag.start);
    if (parent === undefined) {
      this.root = element;
    } else {
      parent.adopt(element);
    }
    this.current = element;
    this.currentDepth = depth;
    this.counts.start(depth);
    this.wantsText = true;
  }

  /** The element opened last and not yet closed ends. */
  close(): void {
    const depth = this.depth--;
    const current = this.current;
    if (current === undefined) return;
    if (depth === this.currentDepth) {
      current.close();
      this.current = current.parent ?? undefined;
      this.currentDepth = depth - 1;
    }
    // Back in a kept element, its text is wanted again unless it has a kept child (a container's text is '').
    this.wantsText = this.depth === this.currentDepth && this.current?.isLeaf === true;
  }

  /** Character data of the innermost kept element (only called while {@link wantsText}). */
  characters(data: string): void {
    this.current!.text += data;
  }

  /** The tree read, once the walk has ended well; `undefined` when it met no element. */
  finish(ernVersion: ErnVersion): ErnTree | undefined {
    if (this.root === undefined) return undefined;
    const { text, utf8Units, oneByte } = this.xml;
    // Not the XmlText itself: that may hold the message's bytes too, which positions do not need.
    return new KeptTree(ernVersion, this.root, { text, utf8Units, oneByte });
  }

  /** The attributes of KEPT_ATTRIBUTES (by local name) that the tag has, decoded; the others are never decoded. */
  private keptAttributes(tag: StartTag): Readonly<Record<string, string>> {
    const total = tag.attributeTotal;
    if (total === 0) return NO_ATTRIBUTES;
    let kept: Record<string, string> | undefined;
    for (let i = 0; i < total; i++) {
      const local = tag.attributeLocalName(i, KEPT_ATTRIBUTES_BY_LENGTH);
      if (local === undefined) continue;
      // Unprefixed (nearly always), the name is the vocabulary's own string: no slice, and a key V8 need not internalize.
      let name = local;
      if (tag.attributeNameLength(i) !== local.length) {
        name = tag.attributeName(i);
        if (this.xml.utf8Units) name = unitsToText(name, true);
      }
      kept ??= {};
      kept[name] = tag.attributeValue(i);
    }
    return kept ?? NO_ATTRIBUTES;
  }
}
