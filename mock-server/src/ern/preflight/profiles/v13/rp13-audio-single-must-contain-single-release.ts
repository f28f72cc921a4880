/**
 * DDEX's `AudioSingle_MustContainSingleRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-audio-single-must-contain-single-release` (../v14/rp14-audio-single-must-contain-single-release.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14AudioSingleMustContainSingleRelease } from '../v14/rp14-audio-single-must-contain-single-release.js';
import { sameCheck } from './same-check.js';

export const rp13AudioSingleMustContainSingleRelease = sameCheck(rp14AudioSingleMustContainSingleRelease, {
  id: 'rp13-audio-single-must-contain-single-release',
  pattern: 'AudioSingle_MustContainSingleRelease',
  ddex: {
    AudioBook: [{ rule: '2169-1', clause: '4.10(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1067-1', clause: '4.10(3)', role: 'Fatal Error' }],
  },
});
