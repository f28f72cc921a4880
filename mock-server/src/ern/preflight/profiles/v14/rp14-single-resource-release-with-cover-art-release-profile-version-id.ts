/**
 * DDEX's `SingleResourceReleaseWithCoverArt_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal
 * Error; rule SingleResourceReleaseWithCoverArt 2090-1): the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/14/SingleResourceReleaseWithCoverArt`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseWithCoverArtReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-single-resource-release-with-cover-art-release-profile-version-id',
  pattern: 'SingleResourceReleaseWithCoverArt_ReleaseProfileVersionId',
  ddex: {
    SingleResourceReleaseWithCoverArt: [{ rule: '2090-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/SingleResourceReleaseWithCoverArt',
  profileTitle: 'Single Resource Release With Cover Art',
});
