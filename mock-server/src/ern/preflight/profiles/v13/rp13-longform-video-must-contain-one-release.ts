/**
 * DDEX's `LongformVideo_MustContainOneRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-must-contain-one-release` (../v14/rp14-longform-video-must-contain-one-release.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ReleaseList of a
 * longform video holds one Release.
 */
import { rp14LongformVideoMustContainOneRelease } from '../v14/rp14-longform-video-must-contain-one-release.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoMustContainOneRelease = sameCheck(rp14LongformVideoMustContainOneRelease, {
  id: 'rp13-longform-video-must-contain-one-release',
  pattern: 'LongformVideo_MustContainOneRelease',
  ddex: {
    LongformVideo: [{ rule: '1439-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
