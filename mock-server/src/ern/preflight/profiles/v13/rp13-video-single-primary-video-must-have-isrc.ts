/**
 * DDEX's `VideoSingle_PrimaryVideoMustHaveISRC` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-video-single-primary-video-must-have-isrc` (../v14/rp14-video-single-primary-video-must-have-isrc.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the primary video of a
 * video single has an ISRC.
 */
import { rp14VideoSinglePrimaryVideoMustHaveIsrc } from '../v14/rp14-video-single-primary-video-must-have-isrc.js';
import { sameCheck } from './same-check.js';

export const rp13VideoSinglePrimaryVideoMustHaveIsrc = sameCheck(rp14VideoSinglePrimaryVideoMustHaveIsrc, {
  id: 'rp13-video-single-primary-video-must-have-isrc',
  pattern: 'VideoSingle_PrimaryVideoMustHaveISRC',
  ddex: {
    VideoSingle: [{ rule: '1292-1', clause: '4.14(5)', role: 'Fatal Error' }],
  },
});
