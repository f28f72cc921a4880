/**
 * DDEX `Classical_ResourceGroupType` (Release Profile 2.1, ClassicalVariant 1548-1, clause 5.3.1.2(5.2), Fatal Error):
 * in a message whose ReleaseProfileVariantVersionId is exactly `Classical`, each second-level ResourceGroup of a
 * Release has the ResourceGroupType Side, Component or MultiWorkPart.
 * ERN 4.2/4.3: the same attribute and values (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, SAME_IN_LATER_VERSIONS, secondLevelGroupsOf } from './one-profile-reads.js';

const TYPES = ['Component', 'Side', 'MultiWorkPart'];

export const rp21ClassicalResourceGroupType: ProfileRule = {
  id: 'rp21-classical-resource-group-type',
  standard: '2.1',
  pattern: 'Classical_ResourceGroupType',
  ddex: { ClassicalVariant: [assertion('1548-1', '5.3.1.2(5.2)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A classical release\'s second-level ResourceGroups are of type Side, Component or MultiWorkPart',
  fix: 'Give each ResourceGroup inside the Release\'s ResourceGroup the ResourceGroupType MultiWorkPart (a work of several '
    + 'movements), Component or Side.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    if (tree.root.attributes.ReleaseProfileVariantVersionId !== 'Classical') return [];
    return secondLevelGroupsOf(tree).filter((group) => !TYPES.includes(groupTypeOf(group) ?? '')).map((group) => ({
      message: `This ResourceGroup has ResourceGroupType "${groupTypeOf(group) ?? ''}"; in a classical release the groups inside the `
        + 'Release\'s ResourceGroup are of type MultiWorkPart, Component or Side.',
      at: group,
    }));
  },
};
