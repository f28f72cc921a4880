/**
 * The delivery `File` elements of a message, for the rules about files: those of its resources' technical details
 * (4.x `TechnicalDetails` / `DeliveryFile`, 3.8.x `Technical…Details`) and, in 3.8.x, of a `ReleaseDetailsByTerritory`.
 * Only the ResourceList and ReleaseList are walked: no other part of the kept tree holds a File.
 */
import { childOf, findAll, type ErnElement } from '../release/tree.js';

export function filesOf(root: ErnElement): ErnElement[] {
  return ['ResourceList', 'ReleaseList'].flatMap((name) => {
    const list = childOf(root, name);
    return list === undefined ? [] : findAll(list, (element) => element.name === 'File');
  });
}
