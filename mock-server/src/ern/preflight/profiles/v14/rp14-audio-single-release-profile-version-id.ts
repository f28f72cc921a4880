/**
 * DDEX's `AudioSingle_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule AudioSingle
 * 1056-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/AudioSingle`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14AudioSingleReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-audio-single-release-profile-version-id',
  pattern: 'AudioSingle_ReleaseProfileVersionId',
  ddex: {
    AudioSingle: [{ rule: '1056-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/AudioSingle',
  profileTitle: 'Audio Single',
});
