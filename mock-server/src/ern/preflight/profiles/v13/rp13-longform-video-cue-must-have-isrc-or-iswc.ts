/**
 * DDEX's `LongformVideo_CueMustHaveIsrcOrISWC` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-isrc-or-iswc` (../v14/rp14-longform-video-cue-must-have-isrc-or-iswc.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue identifies
 * the music it uses by ISRC or ISWC.
 */
import { rp14LongformVideoCueMustHaveIsrcOrIswc } from '../v14/rp14-longform-video-cue-must-have-isrc-or-iswc.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveIsrcOrIswc = sameCheck(rp14LongformVideoCueMustHaveIsrcOrIswc, {
  id: 'rp13-longform-video-cue-must-have-isrc-or-iswc',
  pattern: 'LongformVideo_CueMustHaveIsrcOrISWC',
  ddex: {
    LongformVideo: [{ rule: '1448-1', clause: '4.8(9e1)', role: 'Fatal Error' }],
  },
});
