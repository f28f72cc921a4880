/**
 * DDEX's `LongformVideo_CueMustHaveMusicalContent` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-musical-content` (../v14/rp14-longform-video-cue-must-have-musical-content.ts),
 * same context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue says it
 * has musical content (HasMusicalContent true).
 */
import { rp14LongformVideoCueMustHaveMusicalContent } from '../v14/rp14-longform-video-cue-must-have-musical-content.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveMusicalContent = sameCheck(rp14LongformVideoCueMustHaveMusicalContent, {
  id: 'rp13-longform-video-cue-must-have-musical-content',
  pattern: 'LongformVideo_CueMustHaveMusicalContent',
  ddex: {
    LongformVideo: [{ rule: '1453-1', clause: '4.8(9e4)', role: 'Error' }],
  },
});
