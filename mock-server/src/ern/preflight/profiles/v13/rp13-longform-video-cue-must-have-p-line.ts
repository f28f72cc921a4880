/**
 * DDEX's `LongformVideo_CueMustHavePLine` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-p-line` (../v14/rp14-longform-video-cue-must-have-p-line.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue has a PLine.
 */
import { rp14LongformVideoCueMustHavePLine } from '../v14/rp14-longform-video-cue-must-have-p-line.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHavePLine = sameCheck(rp14LongformVideoCueMustHavePLine, {
  id: 'rp13-longform-video-cue-must-have-p-line',
  pattern: 'LongformVideo_CueMustHavePLine',
  ddex: {
    LongformVideo: [{ rule: '1452-1', clause: '4.8(9e3)', role: 'Error' }],
  },
});
