/**
 * DDEX `BoxedSet_ResourceGroupType` (Release Profile 2.1, BoxedSetVariant 1544-1, clause 5.3.1.2(5.2), Fatal Error):
 * in a message whose ReleaseProfileVariantVersionId is exactly `BoxedSet`, each second-level ResourceGroup of a
 * Release has the ResourceGroupType Side, Component, ComponentRelease or ReleaseComponent.
 * ERN 4.2/4.3: the same attribute and values (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, SAME_IN_LATER_VERSIONS, secondLevelGroupsOf } from './one-profile-reads.js';

const TYPES = ['Component', 'Side', 'ComponentRelease', 'ReleaseComponent'];

export const rp21BoxedSetResourceGroupType: ProfileRule = {
  id: 'rp21-boxed-set-resource-group-type',
  standard: '2.1',
  pattern: 'BoxedSet_ResourceGroupType',
  ddex: { BoxedSetVariant: [assertion('1544-1', '5.3.1.2(5.2)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A boxed set\'s second-level ResourceGroups are of type Side, Component, ComponentRelease or ReleaseComponent',
  fix: 'Give each ResourceGroup inside the Release\'s ResourceGroup the ResourceGroupType ReleaseComponent (one per component '
    + 'release), Component or Side.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    if (tree.root.attributes.ReleaseProfileVariantVersionId !== 'BoxedSet') return [];
    return secondLevelGroupsOf(tree).filter((group) => !TYPES.includes(groupTypeOf(group) ?? '')).map((group) => ({
      message: `This ResourceGroup has ResourceGroupType "${groupTypeOf(group) ?? ''}"; in a boxed set the groups inside the Release's `
        + 'ResourceGroup are of type ReleaseComponent, ComponentRelease, Component or Side.',
      at: group,
    }));
  },
};
