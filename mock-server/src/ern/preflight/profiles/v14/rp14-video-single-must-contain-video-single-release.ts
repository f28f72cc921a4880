/**
 * DDEX's `VideoSingle_MustContainVideoSingleRelease` (Release Profile 1.4, clause 4.14(3), Fatal Error; rule
 * VideoSingle 1290-1): some Release of the ReleaseList has ReleaseType `VideoSingle`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14VideoSingleMustContainVideoSingleRelease = releaseListTypeRule({
  id: 'rp14-video-single-must-contain-video-single-release',
  pattern: 'VideoSingle_MustContainVideoSingleRelease',
  ddex: {
    VideoSingle: [{ rule: '1290-1', clause: '4.14(3)', role: 'Fatal Error' }],
  },
  types: ['VideoSingle'],
  profileTitle: 'Video Single',
});
