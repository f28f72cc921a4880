/**
 * DDEX's `VideoSingle_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule VideoSingle
 * 1279-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/VideoSingle`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14VideoSingleReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-video-single-release-profile-version-id',
  pattern: 'VideoSingle_ReleaseProfileVersionId',
  ddex: {
    VideoSingle: [{ rule: '1279-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/VideoSingle',
  profileTitle: 'Video Single',
});
