/**
 * DDEX's `LongformVideo_PrimaryResourcesMustHaveCorrespondingCueSheet` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet`
 * (../v14/rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: each primary resource of a longform video
 * names its cue sheet.
 */
import { rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet } from '../v14/rp14-longform-video-primary-resources-must-have-corresponding-cue-sheet.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet = sameCheck(
  rp14LongformVideoPrimaryResourcesMustHaveCorrespondingCueSheet,
  {
    id: 'rp13-longform-video-primary-resources-must-have-corresponding-cue-sheet',
    pattern: 'LongformVideo_PrimaryResourcesMustHaveCorrespondingCueSheet',
    ddex: {
      LongformVideo: [{ rule: '1445-1', clause: '4.8(9a)', role: 'Error' }],
    },
  },
);
