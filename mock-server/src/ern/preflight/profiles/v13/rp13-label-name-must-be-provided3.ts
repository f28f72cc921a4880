/**
 * DDEX's `MultiProfile_LabelNameMustBeProvided2` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-label-name-must-be-provided3` (../v14/rp14-label-name-must-be-provided3.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. DDEX's 1.3 files name this second LabelName pattern
 * `MultiProfile_LabelNameMustBeProvided2` too (1.4 renamed it …3).
 */
import { rp14LabelNameMustBeProvided3 } from '../v14/rp14-label-name-must-be-provided3.js';
import { sameCheck } from './same-check.js';

export const rp13LabelNameMustBeProvided3 = sameCheck(rp14LabelNameMustBeProvided3, {
  id: 'rp13-label-name-must-be-provided3',
  pattern: 'MultiProfile_LabelNameMustBeProvided2',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1767-1', clause: '4.10(8)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1146-1', clause: '4.10(8)', role: 'Fatal Error' }],
  },
});
