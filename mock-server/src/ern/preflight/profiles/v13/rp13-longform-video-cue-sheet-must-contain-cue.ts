/**
 * DDEX's `LongformVideo_CueSheetMustContainCue` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-sheet-must-contain-cue` (../v14/rp14-longform-video-cue-sheet-must-contain-cue.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each cue sheet holds a
 * cue.
 */
import { rp14LongformVideoCueSheetMustContainCue } from '../v14/rp14-longform-video-cue-sheet-must-contain-cue.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueSheetMustContainCue = sameCheck(rp14LongformVideoCueSheetMustContainCue, {
  id: 'rp13-longform-video-cue-sheet-must-contain-cue',
  pattern: 'LongformVideo_CueSheetMustContainCue',
  ddex: {
    LongformVideo: [{ rule: '1446-1', clause: '4.8(9b)', role: 'Fatal Error' }],
  },
});
