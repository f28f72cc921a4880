/**
 * DDEX's `LongformVideo_MustContainVideoType` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-must-contain-video-type` (../v14/rp14-longform-video-must-contain-video-type.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds a
 * long-form video (VideoType LongFormMusicalWorkVideo, ConcertVideo or Documentary).
 */
import { rp14LongformVideoMustContainVideoType } from '../v14/rp14-longform-video-must-contain-video-type.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoMustContainVideoType = sameCheck(rp14LongformVideoMustContainVideoType, {
  id: 'rp13-longform-video-must-contain-video-type',
  pattern: 'LongformVideo_MustContainVideoType',
  ddex: {
    LongformVideo: [{ rule: '1437-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
