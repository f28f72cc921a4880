/**
 * DDEX's `SimpleVideoSingle_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule SimpleVideoSingle 2024-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/VideoSingle` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13SimpleVideoSingleReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-simple-video-single-release-profile-version-id',
  pattern: 'SimpleVideoSingle_ReleaseProfileVersionId',
  ddex: {
    SimpleVideoSingle: [{ rule: '2024-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/VideoSingle',
  profileTitle: 'Simple Video Single',
  note: '(DDEX\'s Simple Video Single file asserts the Video Single id, VideoSingle.)',
});
