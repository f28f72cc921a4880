/**
 * DDEX's `SingleResourceRelease_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * SingleResourceRelease 1463-1): the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/14/SingleResourceRelease`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-single-resource-release-release-profile-version-id',
  pattern: 'SingleResourceRelease_ReleaseProfileVersionId',
  ddex: {
    SingleResourceRelease: [{ rule: '1463-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/SingleResourceRelease',
  profileTitle: 'Single Resource Release',
});
