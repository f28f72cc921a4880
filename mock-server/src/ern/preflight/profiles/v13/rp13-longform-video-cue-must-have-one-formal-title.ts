/**
 * DDEX's `LongformVideo_CueMustHaveOneFormalTitle` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-one-formal-title`
 * (../v14/rp14-longform-video-cue-must-have-one-formal-title.ts), same context and test, with each 1.3 profile's rule
 * number, clause and role in `ddex`. It checks: each cue has exactly one formal title of the music it uses.
 */
import { rp14LongformVideoCueMustHaveOneFormalTitle } from '../v14/rp14-longform-video-cue-must-have-one-formal-title.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveOneFormalTitle = sameCheck(rp14LongformVideoCueMustHaveOneFormalTitle, {
  id: 'rp13-longform-video-cue-must-have-one-formal-title',
  pattern: 'LongformVideo_CueMustHaveOneFormalTitle',
  ddex: {
    LongformVideo: [{ rule: '1449-1', clause: '4.8(9e2)', role: 'Error' }],
  },
});
