/**
 * DDEX's `LongformVideo_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule LongformVideo
 * 1431-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/LongformMusicVideo`. DDEX's file
 * is named LongformVideo but asks for `CommonReleaseTypes/14/LongformMusicVideo`, the profile's name in the
 * Release Profile standard.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14LongformVideoReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-longform-video-release-profile-version-id',
  pattern: 'LongformVideo_ReleaseProfileVersionId',
  ddex: {
    LongformVideo: [{ rule: '1431-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/LongformMusicVideo',
  profileTitle: 'Longform Video',
  note: '(DDEX\'s Longform Video rules use the standard\'s name, LongformMusicVideo, not LongformVideo.)',
});
