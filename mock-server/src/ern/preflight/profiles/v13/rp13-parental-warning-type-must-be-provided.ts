/**
 * DDEX's `MultiProfile_ParentalWarningTypeMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-parental-warning-type-must-be-provided` (../v14/rp14-parental-warning-type-must-be-provided.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the message gives a
 * ParentalWarningType.
 */
import { rp14ParentalWarningTypeMustBeProvided } from '../v14/rp14-parental-warning-type-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13ParentalWarningTypeMustBeProvided = sameCheck(rp14ParentalWarningTypeMustBeProvided, {
  id: 'rp13-parental-warning-type-must-be-provided',
  pattern: 'MultiProfile_ParentalWarningTypeMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1716-1', clause: '4.3(8)', role: 'Error' }],
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
    Wallpaper: [{ rule: '1929-1', clause: '4.3(8)', role: 'Error' }],
  },
});
