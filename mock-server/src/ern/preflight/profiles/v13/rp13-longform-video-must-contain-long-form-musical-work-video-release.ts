/**
 * DDEX's `LongformVideo_MustContainLongFormMusicalWorkVideoRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-must-contain-long-form-musical-work-video-release`
 * (../v14/rp14-longform-video-must-contain-long-form-musical-work-video-release.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14LongformVideoMustContainLongFormMusicalWorkVideoRelease } from '../v14/rp14-longform-video-must-contain-long-form-musical-work-video-release.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoMustContainLongFormMusicalWorkVideoRelease = sameCheck(
  rp14LongformVideoMustContainLongFormMusicalWorkVideoRelease,
  {
    id: 'rp13-longform-video-must-contain-long-form-musical-work-video-release',
    pattern: 'LongformVideo_MustContainLongFormMusicalWorkVideoRelease',
    ddex: {
      LongformVideo: [{ rule: '1438-1', clause: '3.1', role: 'Fatal Error' }],
    },
  },
);
