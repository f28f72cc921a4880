/**
 * The delivery `File` elements of a message, for the rules about files: those of its resources' technical details
 * (4.x `TechnicalDetails` / `DeliveryFile`, 3.8.x `Technical…Details`) and, in 3.8.x, of a `ReleaseDetailsByTerritory`.
 * Only the ResourceList and ReleaseList are read (in that order): no other part of the kept tree holds a File.
 */
import { childOf, type ErnElement } from '../release/tree.js';
import type { TreeIndex } from './tree-index.js';

export function filesOf(index: TreeIndex): ErnElement[] {
  const { root } = index.tree;
  return [...index.within(childOf(root, 'ResourceList'), 'File'), ...index.within(childOf(root, 'ReleaseList'), 'File')];
}
