/**
 * DDEX's `SingleResourceReleaseWithCoverArt_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule
 * SingleResourceReleaseWithCoverArt 2090-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/SingleResourceReleaseWithCoverArt` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13SingleResourceReleaseWithCoverArtReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-single-resource-release-with-cover-art-release-profile-version-id',
  pattern: 'SingleResourceReleaseWithCoverArt_ReleaseProfileVersionId',
  ddex: {
    SingleResourceReleaseWithCoverArt: [{ rule: '2090-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/SingleResourceReleaseWithCoverArt',
  profileTitle: 'Single Resource Release With Cover Art',
});
