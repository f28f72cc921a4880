/**
 * DDEX's `SingleResourceRelease_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule SingleResourceRelease 1463-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/SingleResourceRelease` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13SingleResourceReleaseReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-single-resource-release-release-profile-version-id',
  pattern: 'SingleResourceRelease_ReleaseProfileVersionId',
  ddex: {
    SingleResourceRelease: [{ rule: '1463-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/SingleResourceRelease',
  profileTitle: 'Single Resource Release',
});
