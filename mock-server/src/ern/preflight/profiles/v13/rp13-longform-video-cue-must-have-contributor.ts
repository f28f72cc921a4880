/**
 * DDEX's `LongformVideo_CueMustHaveContributor` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-contributor` (../v14/rp14-longform-video-cue-must-have-contributor.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue names a
 * contributor of the music it uses.
 */
import { rp14LongformVideoCueMustHaveContributor } from '../v14/rp14-longform-video-cue-must-have-contributor.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveContributor = sameCheck(rp14LongformVideoCueMustHaveContributor, {
  id: 'rp13-longform-video-cue-must-have-contributor',
  pattern: 'LongformVideo_CueMustHaveContributor',
  ddex: {
    LongformVideo: [{ rule: '1451-1', clause: '4.8(9e3)', role: 'Error' }],
  },
});
