/**
 * One walk of a message's kept tree that every rule shares: the kept elements by local name, in document order,
 * and the message's references (references.ts). Without it each rule walked the whole tree for the few elements it
 * reads (findAll), some twenty walks per preflight. The runner (index.ts) builds it once per message and hands it
 * to every rule in `RuleInput.index` (types.ts); a rule called without one (a test of that rule alone) builds its own.
 *
 * It is a plain object held by the rule input, never a cache keyed by the tree: a WeakMap keyed by a young tree
 * made every scavenge of the mock's parse threads keep the trees alive until a full collection, and cost the
 * preflight more than all its rules.
 */
import type { ErnElement, ErnTree } from '../release/tree.js';
import { anchorKindOf, type MessageReferences, pointerKindOf } from './references.js';

const NONE: readonly ErnElement[] = Object.freeze([]);

export class TreeIndex {
  readonly tree: ErnTree;
  /** Every anchor and every pointer of the message, in document order. */
  readonly references: MessageReferences = { anchors: [], pointers: [] };
  private readonly byName = new Map<string, ErnElement[]>();

  constructor(tree: ErnTree) {
    this.tree = tree;
    this.walk(tree.root, false);
  }

  /** Every kept element of that local name below the root, in document order. */
  named(name: string): readonly ErnElement[] {
    return this.byName.get(name) ?? NONE;
  }

  /**
   * The kept elements of these local names inside `scope` (not `scope` itself), in document order: what
   * `findAll(scope, (element) => names.includes(element.name))` finds, without walking the scope. A scope's kept
   * descendants are the kept elements from its own start tag to its last kept descendant's, so each name's list (in
   * document order) is cut by binary search on the start tags' offsets: O(log n + found) a call, whatever the message.
   * (It checked every element of the name for the scope among its ancestors: rules that ask once per ResourceGroup
   * or per release made a hostile message of many groups cost seconds, issue #32.) No scope: none.
   */
  within(scope: ErnElement | undefined, ...names: string[]): ErnElement[] {
    if (scope === undefined) return [];
    let last = scope;
    while (last.children.length > 0) last = last.children[last.children.length - 1]!;
    if (last === scope) return [];
    const found: ErnElement[] = [];
    for (const name of names) {
      const list = this.named(name);
      for (let i = firstAfter(list, scope.offset); i < list.length && list[i]!.offset <= last.offset; i++) found.push(list[i]!);
    }
    // Each name's list is in document order; several are merged by offset (a start tag's `<` is the element's own).
    return names.length > 1 ? found.sort((a, b) => a.offset - b.offset) : found;
  }

  private walk(element: ErnElement, inResourceList: boolean): void {
    const { byName, references } = this;
    for (const child of element.children) {
      const { name } = child;
      const list = byName.get(name);
      if (list === undefined) byName.set(name, [child]);
      else list.push(child);
      if (name.endsWith('Reference')) {
        const anchor = anchorKindOf(child, inResourceList);
        if (anchor !== undefined) references.anchors.push({ kind: anchor, element: child });
        const pointer = pointerKindOf(child);
        if (pointer !== undefined) references.pointers.push({ kind: pointer, element: child });
      }
      if (child.children.length > 0) this.walk(child, inResourceList || name === 'ResourceList');
    }
  }
}

/** The index of the first element of `list` (in document order) whose start tag comes after `offset`. */
function firstAfter(list: readonly ErnElement[], offset: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.offset <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `scope` is an ancestor of `element`. */
export function isInside(element: ErnElement, scope: ErnElement): boolean {
  for (let at = element.parent; at !== null; at = at.parent) {
    if (at === scope) return true;
  }
  return false;
}

/** The index the runner shares, or one built now for a rule run on its own. */
export function indexOf(input: { tree: ErnTree; index?: TreeIndex }): TreeIndex {
  return input.index ?? new TreeIndex(input.tree);
}
