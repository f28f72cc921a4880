/**
 * DDEX's `VideoSingle_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule VideoSingle 1279-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/VideoSingle` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13VideoSingleReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-video-single-release-profile-version-id',
  pattern: 'VideoSingle_ReleaseProfileVersionId',
  ddex: {
    VideoSingle: [{ rule: '1279-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/VideoSingle',
  profileTitle: 'Video Single',
});
