/**
 * DDEX's `LongformVideo_CueMustHaveStartTimeAndDuration` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-cue-must-have-start-time-and-duration`
 * (../v14/rp14-longform-video-cue-must-have-start-time-and-duration.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: each cue has a StartTime and a Duration.
 */
import { rp14LongformVideoCueMustHaveStartTimeAndDuration } from '../v14/rp14-longform-video-cue-must-have-start-time-and-duration.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCueMustHaveStartTimeAndDuration = sameCheck(rp14LongformVideoCueMustHaveStartTimeAndDuration, {
  id: 'rp13-longform-video-cue-must-have-start-time-and-duration',
  pattern: 'LongformVideo_CueMustHaveStartTimeAndDuration',
  ddex: {
    LongformVideo: [{ rule: '1447-1', clause: '4.8(9c)', role: 'Fatal Error' }, { rule: '1447-2', clause: '4.8(9c)', role: 'Fatal Error' }],
  },
});
