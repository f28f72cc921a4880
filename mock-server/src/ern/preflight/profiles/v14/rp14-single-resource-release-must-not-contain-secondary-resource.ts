/**
 * DDEX's `SingleResourceRelease_MustNotContainSecondaryResource` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * SingleResourceRelease 1468-1, SingleResourceReleaseWithCoverArt 2094-1): no Release of the ReleaseList holds, at
 * any depth, a ResourceGroupContentItem whose ReleaseResourceReference has ReleaseResourceType="SecondaryResource".
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseMustNotContainSecondaryResource: ProfileRule = {
  id: 'rp14-single-resource-release-must-not-contain-secondary-resource',
  standard: '1.4',
  pattern: 'SingleResourceRelease_MustNotContainSecondaryResource',
  ddex: {
    SingleResourceRelease: [{ rule: '1468-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2094-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No release of a single resource release lists a secondary resource in a resource group',
  fix: 'Remove the ResourceGroupContentItems whose ReleaseResourceReference is a SecondaryResource: a single resource release '
    + 'has no resource groups.',
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree.root).flatMap((release) => {
      const secondary = index.within(release, 'ResourceGroupContentItem').find((item) => item.children.some((child) =>
        child.name === 'ReleaseResourceReference' && child.attributes.ReleaseResourceType === 'SecondaryResource'));
      return secondary === undefined
        ? []
        : [{
            at: secondary,
            message: `The ${releaseName(release)} lists a secondary resource in a ResourceGroupContentItem; a single resource release `
              + 'lists none. Remove the ResourceGroupContentItem (and the release\'s ResourceGroups).',
          }];
    });
  },
};
