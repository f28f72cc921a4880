/**
 * DDEX's `VideoSingle_MustContainVideoSingleRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-video-single-must-contain-video-single-release`
 * (../v14/rp14-video-single-must-contain-video-single-release.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`.
 */
import { rp14VideoSingleMustContainVideoSingleRelease } from '../v14/rp14-video-single-must-contain-video-single-release.js';
import { sameCheck } from './same-check.js';

export const rp13VideoSingleMustContainVideoSingleRelease = sameCheck(rp14VideoSingleMustContainVideoSingleRelease, {
  id: 'rp13-video-single-must-contain-video-single-release',
  pattern: 'VideoSingle_MustContainVideoSingleRelease',
  ddex: {
    VideoSingle: [{ rule: '1290-1', clause: '4.14(3)', role: 'Fatal Error' }],
  },
});
