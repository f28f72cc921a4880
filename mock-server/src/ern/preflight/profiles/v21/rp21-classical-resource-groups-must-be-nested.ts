/**
 * DDEX `Classical_ResourceGroupsMustBeNested` (Release Profile 2.1, ClassicalVariant 1552-1, clause 5.5.2(2.5), Fatal
 * Error; a Schematron report, DDEX's text gives only the clause): no ResourceGroup (anywhere) holds both a child
 * ResourceGroup of type MultiWorkPart and one of another type (a MultiWorkPart group sits beside other
 * MultiWorkPart groups only, inside a Component or Side). ERN 4.2/4.3: the same attribute (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, groupTypeOf, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21ClassicalResourceGroupsMustBeNested: ProfileRule = {
  id: 'rp21-classical-resource-groups-must-be-nested',
  standard: '2.1',
  pattern: 'Classical_ResourceGroupsMustBeNested',
  ddex: { ClassicalVariant: [assertion('1552-1', '5.5.2(2.5)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'MultiWorkPart ResourceGroups are not siblings of groups of another type',
  fix: 'Nest the MultiWorkPart groups inside a Component or Side group instead of beside groups of another type.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('ResourceGroup').filter((group) => {
      const types = childrenOf(group, 'ResourceGroup').map(groupTypeOf);
      return types.includes('MultiWorkPart') && types.some((type) => type !== undefined && type !== 'MultiWorkPart');
    }).map((group) => ({
      message: 'This ResourceGroup holds both ResourceGroups of type MultiWorkPart and of another type: put the MultiWorkPart '
        + 'groups inside a Component or Side group of their own.',
      at: group,
    }));
  },
};
