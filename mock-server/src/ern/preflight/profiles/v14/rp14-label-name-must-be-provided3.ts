/**
 * DDEX `MultiProfile_LabelNameMustBeProvided3` (Release Profile 1.4, clause 4.10(8), Fatal Error; AudioAlbum and
 * AudioAlbumMusicOnly, their rule numbers in `ddex`): the same test as `MultiProfile_LabelNameMustBeProvided2`
 * (every Release has a `ReleaseDetailsByTerritory/LabelName`), under another clause and rule number.
 */
import { labelNamedRule } from './label-named.js';

export const rp14LabelNameMustBeProvided3 = labelNamedRule({
  id: 'rp14-label-name-must-be-provided3',
  pattern: 'MultiProfile_LabelNameMustBeProvided3',
  ddex: {
    AudioAlbum: [{ rule: '1767-1', clause: '4.10(8)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1146-1', clause: '4.10(8)', role: 'Fatal Error' }],
  },
});
