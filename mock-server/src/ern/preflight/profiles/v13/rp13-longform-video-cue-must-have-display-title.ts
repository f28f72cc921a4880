/**
 * DDEX's `LongformVideo_CueMustHaveDisplayTitle` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-display-title` (../v14/rp14-longform-video-cue-must-have-display-title.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue has a display
 * title of the music it uses.
 */
import { rp14LongformVideoCueMustHaveDisplayTitle } from '../v14/rp14-longform-video-cue-must-have-display-title.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveDisplayTitle = sameCheck(rp14LongformVideoCueMustHaveDisplayTitle, {
  id: 'rp13-longform-video-cue-must-have-display-title',
  pattern: 'LongformVideo_CueMustHaveDisplayTitle',
  ddex: {
    LongformVideo: [{ rule: '1450-1', clause: '4.8(9e2)', role: 'Error' }],
  },
});
