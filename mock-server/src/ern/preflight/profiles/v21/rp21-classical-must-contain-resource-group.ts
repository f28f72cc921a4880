/**
 * DDEX `Classical_MustContainResourceGroup` (Release Profile 2.1, ClassicalVariant 1550-1, clause 5.5.2(2.1), Fatal
 * Error): each Release of the ReleaseList holds, at any depth, a ResourceGroup of ResourceGroupType MultiWorkPart.
 * ERN 4.2/4.3: the same attribute and values (laterVersions).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, releasesOf, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21ClassicalMustContainResourceGroup: ProfileRule = {
  id: 'rp21-classical-must-contain-resource-group',
  standard: '2.1',
  pattern: 'Classical_MustContainResourceGroup',
  ddex: { ClassicalVariant: [assertion('1550-1', '5.5.2(2.1)')] },
  code: 'MetadataMissing',
  title: 'A classical release groups a work\'s movements in a ResourceGroup of type MultiWorkPart',
  fix: 'Group the movements of each multi-part work in a ResourceGroup with ResourceGroupType="MultiWorkPart".',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree)
      .filter((release) => !index.within(release, 'ResourceGroup').some((group) => groupTypeOf(group) === 'MultiWorkPart'))
      .map((release) => ({
        message: `The Release "${textsOf(release, 'ReleaseReference').join('')}" holds no ResourceGroup of type MultiWorkPart: group `
          + 'the movements of each work in one.',
        at: release,
      }));
  },
};
