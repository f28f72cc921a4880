/**
 * The part of a NewReleaseMessage that the release reading keeps: its metadata elements (vocabulary.ts) as a
 * small tree, each with its text, the few attributes that matter, and where it stands in the message. It is
 * not a DOM: an element outside the vocabulary is skipped with everything inside it, so a 60 MB message of
 * 200,000 files keeps what describes the release, not every byte of it.
 *
 * read-tree.ts builds it in the scanner's one pass (ern/scan.ts); summary.ts and the preflight rules
 * (../preflight/rules/) read it.
 */
import type { ErnVersion } from '../version.js';

/** One kept element. */
export interface ErnElement {
  /** Local name (`ResourceReference`); ERN children are unqualified, a prefix is never kept. */
  readonly name: string;
  /** 1-based position among the parent's children of the same local name, in the message (kept or not): for paths. */
  readonly index: number;
  /** The attributes named in vocabulary.ts KEPT_ATTRIBUTES that the element has, decoded, by qualified name as written. */
  readonly attributes: Readonly<Record<string, string>>;
  /** The element's own character data (entities decoded, CDATA included), trimmed; `''` for a container. */
  readonly text: string;
  /** Kept child elements, in document order. */
  readonly children: readonly ErnElement[];
  /** `null` for the root. */
  readonly parent: ErnElement | null;
  /** Offset of the start tag's `<` in the reader's text units; turn it into a line with {@link ErnTree.position}. */
  readonly offset: number;
}

/** Line and column (both 1-based; the column counts characters, not bytes) of an element's start tag. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A message's kept elements. */
export interface ErnTree {
  readonly ernVersion: ErnVersion;
  /** The `NewReleaseMessage` element. */
  readonly root: ErnElement;
  /** Where an element's start tag stands in the message. Costs one pass over the text the first time it is asked. */
  position(element: ErnElement): TextPosition;
}

/**
 * The element's path in the message by local names, each with its 1-based index among same-named siblings
 * except the root: `/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseId[1]/ICPN[1]`.
 */
export function pathOf(element: ErnElement): string {
  const steps: string[] = [];
  for (let at: ErnElement | null = element; at !== null; at = at.parent) {
    steps.push(at.parent === null ? at.name : `${at.name}[${at.index}]`);
  }
  return `/${steps.reverse().join('/')}`;
}

/** The first kept child of that name. */
export function childOf(element: ErnElement, name: string): ErnElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** Every kept child of that name, in document order. */
export function childrenOf(element: ErnElement, name: string): ErnElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The element at a path of child names below `element` (first of each name), or undefined. */
export function descendantOf(element: ErnElement, ...names: string[]): ErnElement | undefined {
  let at: ErnElement | undefined = element;
  for (const name of names) {
    at = at === undefined ? undefined : childOf(at, name);
  }
  return at;
}

/** The text at a path of child names below `element`, or null when there is no such element or it is empty. */
export function textAt(element: ErnElement, ...names: string[]): string | null {
  const found = descendantOf(element, ...names);
  return found === undefined || found.text === '' ? null : found.text;
}

/** Every kept element below `element` (not itself), depth first in document order, that `test` accepts. */
export function findAll(element: ErnElement, test: (candidate: ErnElement) => boolean): ErnElement[] {
  const found: ErnElement[] = [];
  const stack = [...element.children].reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (test(next)) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]!);
  }
  return found;
}
