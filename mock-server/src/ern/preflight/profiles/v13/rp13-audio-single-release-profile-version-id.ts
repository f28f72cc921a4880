/**
 * DDEX's `AudioSingle_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule AudioSingle 1056-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/AudioSingle` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13AudioSingleReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-audio-single-release-profile-version-id',
  pattern: 'AudioSingle_ReleaseProfileVersionId',
  ddex: {
    AudioSingle: [{ rule: '1056-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/AudioSingle',
  profileTitle: 'Audio Single',
});
