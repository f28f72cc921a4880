/**
 * DDEX's `AudioSingle_MustContainSingleRelease` (Release Profile 1.4, clause 4.10(3), Fatal Error; rule
 * AudioSingle 1067-1): some Release of the ReleaseList has ReleaseType `Single`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14AudioSingleMustContainSingleRelease = releaseListTypeRule({
  id: 'rp14-audio-single-must-contain-single-release',
  pattern: 'AudioSingle_MustContainSingleRelease',
  ddex: {
    AudioSingle: [{ rule: '1067-1', clause: '4.10(3)', role: 'Fatal Error' }],
  },
  types: ['Single'],
  profileTitle: 'Audio Single',
});
