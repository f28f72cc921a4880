/**
 * DDEX's `LongformVideo_CueMustHaveCLine` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-c-line` (../v14/rp14-longform-video-cue-must-have-c-line.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue has a CLine.
 */
import { rp14LongformVideoCueMustHaveCLine } from '../v14/rp14-longform-video-cue-must-have-c-line.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveCLine = sameCheck(rp14LongformVideoCueMustHaveCLine, {
  id: 'rp13-longform-video-cue-must-have-c-line',
  pattern: 'LongformVideo_CueMustHaveCLine',
  ddex: {
    LongformVideo: [{ rule: '1454-1', clause: '4.8(9e6)', role: 'Error' }],
  },
});
