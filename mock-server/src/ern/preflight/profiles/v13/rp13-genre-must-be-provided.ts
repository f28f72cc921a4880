/**
 * DDEX's `MultiProfile_GenreMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-genre-must-be-provided` (../v14/rp14-genre-must-be-provided.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: a Genre in the first ReleaseDetailsByTerritory, or in
 * every other one (never fails: DDEX's test reads a "position" element).
 */
import { rp14GenreMustBeProvided } from '../v14/rp14-genre-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13GenreMustBeProvided = sameCheck(rp14GenreMustBeProvided, {
  id: 'rp13-genre-must-be-provided',
  pattern: 'MultiProfile_GenreMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1715-1', clause: '4.3(7)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1095-1', clause: '4.3(7)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2124-1', clause: '4.3(7)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1022-1', clause: '4.3(7)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1570-1', clause: '4.3(7)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1640-1', clause: '4.3(7)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1859-1', clause: '4.3(7)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1397-1', clause: '4.3(7)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1498-1', clause: '4.3(7)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1319-1', clause: '4.3(7)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1990-1', clause: '4.3(7)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2056-1', clause: '4.3(7)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1790-1', clause: '4.3(7)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1169-1', clause: '4.3(7)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1245-1', clause: '4.3(7)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1928-1', clause: '4.3(7)', role: 'Fatal Error' }],
  },
});
