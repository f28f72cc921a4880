/**
 * DDEX's `SingleResourceRelease_MustNotContainResourceGroup` (Release Profile 1.4, clause 4.12(7), Fatal Error; rule
 * SingleResourceRelease 1474-1, SingleResourceReleaseWithCoverArt 2098-1): a report on each Release of the
 * ReleaseList that has a ResourceGroup child.
 */
import type { ProfileRule } from '../types.js';
import { releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseMustNotContainResourceGroup: ProfileRule = {
  id: 'rp14-single-resource-release-must-not-contain-resource-group',
  standard: '1.4',
  pattern: 'SingleResourceRelease_MustNotContainResourceGroup',
  ddex: {
    SingleResourceRelease: [{ rule: '1474-1', clause: '4.12(7)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2098-1', clause: '4.12(7)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No release of a single resource release has a ResourceGroup child',
  fix: 'Remove the Release\'s ResourceGroup elements: a single resource release has none.',
  check({ tree }) {
    return releasesOf(tree.root).flatMap((release) => {
      const group = release.children.find((child) => child.name === 'ResourceGroup');
      return group === undefined
        ? []
        : [{
            at: group,
            message: `The ${releaseName(release)} has a ResourceGroup, which a single resource release does not have. Remove it.`,
          }];
    });
  },
};
