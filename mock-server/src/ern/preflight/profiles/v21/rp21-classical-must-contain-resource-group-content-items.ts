/**
 * DDEX `Classical_MustContainResourceGroupContentItems` (Release Profile 2.1, ClassicalVariant 1551-1, clause
 * 5.5.2(2.2), Conditional Fatal Error): each ResourceGroup (anywhere) of ResourceGroupType MultiWorkPart holds at
 * least two ResourceGroupContentItems. ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21ClassicalMustContainResourceGroupContentItems: ProfileRule = {
  id: 'rp21-classical-must-contain-resource-group-content-items',
  standard: '2.1',
  pattern: 'Classical_MustContainResourceGroupContentItems',
  ddex: { ClassicalVariant: [assertion('1551-1', '5.5.2(2.2)', 'Conditional Fatal Error')] },
  code: 'MetadataMissing',
  title: 'A MultiWorkPart ResourceGroup holds at least two parts',
  fix: 'A ResourceGroup of type MultiWorkPart holds the work\'s parts, at least two ResourceGroupContentItems; a one-part work needs no such group.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('ResourceGroup')
      .filter((group) => groupTypeOf(group) === 'MultiWorkPart' && childrenOf(group, 'ResourceGroupContentItem').length < 2)
      .map((group) => ({
        message: `This ResourceGroup of type MultiWorkPart holds ${childrenOf(group, 'ResourceGroupContentItem').length} `
          + 'ResourceGroupContentItem(s): a multi-part work holds at least two parts; list them, or drop the group for a one-part work.',
        at: group,
      }));
  },
};
