/**
 * DDEX `BoxedSet_MustContainResourceGroups` (Release Profile 2.1, BoxedSetVariant 1545-1, clause 5.5.1(1), Fatal
 * Error): each Release of the ReleaseList holds, at any depth, at least two ResourceGroups of ResourceGroupType
 * ReleaseComponent: the component releases. ERN 4.2/4.3: the same attribute and values (laterVersions).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, releasesOf, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21BoxedSetMustContainResourceGroups: ProfileRule = {
  id: 'rp21-boxed-set-must-contain-resource-groups',
  standard: '2.1',
  pattern: 'BoxedSet_MustContainResourceGroups',
  ddex: { BoxedSetVariant: [assertion('1545-1', '5.5.1(1)')] },
  code: 'MetadataMissing',
  title: 'A boxed set holds at least two ResourceGroups of type ReleaseComponent',
  fix: 'Group the resources of each component release in a ResourceGroup with ResourceGroupType="ReleaseComponent" (at least two).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree).flatMap((release) => {
      const count = index.within(release, 'ResourceGroup').filter((group) => groupTypeOf(group) === 'ReleaseComponent').length;
      if (count > 1) return [];
      return [{
        message: `The Release "${textsOf(release, 'ReleaseReference').join('')}" holds ${count} ResourceGroup(s) of type ReleaseComponent; `
          + 'a boxed set holds at least two: group each component release\'s resources in one.',
        at: release,
      }];
    });
  },
};
