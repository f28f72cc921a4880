/**
 * DDEX's `LongformVideo_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule LongformVideo 1431-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/LongformMusicVideo` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13LongformVideoReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-longform-video-release-profile-version-id',
  pattern: 'LongformVideo_ReleaseProfileVersionId',
  ddex: {
    LongformVideo: [{ rule: '1431-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/LongformMusicVideo',
  profileTitle: 'Longform Video',
  note: '(DDEX\'s Longform Video rules use the standard\'s name, LongformMusicVideo, not LongformVideo.)',
});
