/**
 * DDEX `MultiProfile_ParentalWarningTypeMustBeProvided` (Release Profile 1.4, clause 4.3(8), Error; each profile's
 * rule number in `ddex`): somewhere in the message (`//ParentalWarningType`) a ParentalWarningType has a non-empty
 * value.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { hasText } from './ern3-places.js';

export const rp14ParentalWarningTypeMustBeProvided: ProfileRule = {
  id: 'rp14-parental-warning-type-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_ParentalWarningTypeMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1716-1', clause: '4.3(8)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1096-1', clause: '4.3(8)', role: 'Error' }],
    AudioBook: [{ rule: '2125-1', clause: '4.3(8)', role: 'Error' }],
    AudioSingle: [{ rule: '1023-1', clause: '4.3(8)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1571-1', clause: '4.3(8)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1641-1', clause: '4.3(8)', role: 'Error' }],
    FilmBundle: [{ rule: '1860-1', clause: '4.3(8)', role: 'Error' }],
    LongformVideo: [{ rule: '1398-1', clause: '4.3(8)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1499-1', clause: '4.3(8)', role: 'Error' }],
    Ringtone: [{ rule: '1320-1', clause: '4.3(8)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1991-1', clause: '4.3(8)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2057-1', clause: '4.3(8)', role: 'Error' }],
    TVSeries: [{ rule: '1791-1', clause: '4.3(8)', role: 'Error' }],
    VideoAlbum: [{ rule: '1170-1', clause: '4.3(8)', role: 'Error' }],
    VideoSingle: [{ rule: '1246-1', clause: '4.3(8)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'The message gives a ParentalWarningType',
  fix: 'Add a ParentalWarningType (Explicit, NotExplicit, NoAdviceAvailable, …) to the Release\'s ReleaseDetailsByTerritory.',
  check(input) {
    if (indexOf(input).named('ParentalWarningType').some(hasText)) return [];
    return [{
      message: 'The message has no ParentalWarningType with a value: add one (Explicit, NotExplicit, NoAdviceAvailable, …) to the ReleaseDetailsByTerritory.',
      at: input.tree.root,
    }];
  },
};
