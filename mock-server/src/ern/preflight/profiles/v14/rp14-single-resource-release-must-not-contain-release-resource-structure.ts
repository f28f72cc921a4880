/**
 * DDEX's `SingleResourceRelease_MustNotContainReleaseResourceStructure` (Release Profile 1.4, Fatal Error; rule
 * SingleResourceRelease 1467-1, clause 3.1; SingleResourceReleaseWithCoverArt 2097-1, clause 4): no Release of the
 * ReleaseList holds a ResourceGroup at any depth.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseMustNotContainReleaseResourceStructure: ProfileRule = {
  id: 'rp14-single-resource-release-must-not-contain-release-resource-structure',
  standard: '1.4',
  pattern: 'SingleResourceRelease_MustNotContainReleaseResourceStructure',
  ddex: {
    SingleResourceRelease: [{ rule: '1467-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2097-1', clause: '4', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No release of a single resource release has a ResourceGroup',
  fix: 'Remove the release\'s ResourceGroups: a single resource release names its resource in ReleaseResourceReferenceList only.',
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree.root).flatMap((release) => {
      const group = index.within(release, 'ResourceGroup')[0];
      return group === undefined
        ? []
        : [{
            at: group,
            message: `The ${releaseName(release)} has a ResourceGroup; a single resource release has no resource structure. Remove its `
              + 'ResourceGroups and name the resource in ReleaseResourceReferenceList only.',
          }];
    });
  },
};
