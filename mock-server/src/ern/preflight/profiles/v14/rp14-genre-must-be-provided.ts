/**
 * DDEX `MultiProfile_GenreMustBeProvided` (Release Profile 1.4, Fatal Error; each profile's rule number and clause in
 * `ddex`): meant as "without a Genre in the first ReleaseDetailsByTerritory, every other one has one", but DDEX's
 * test writes `ReleaseDetailsByTerritory[position = 1 and …]`, where `position` is a child element named "position"
 * (no parentheses), which no ERN message has: the test is false for every message, and the rule never fails. It is
 * kept, faithful to DDEX, so that the kit and DDEX's XSL agree; the only finding it could make is for a
 * ReleaseDetailsByTerritory with a child `position` whose text is 1, which the kept tree never holds.
 */
import type { ProfileRule } from '../types.js';

export const rp14GenreMustBeProvided: ProfileRule = {
  id: 'rp14-genre-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_GenreMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1715-1', clause: '4.3(7)', role: 'Fatal Error' }],
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
  },
  code: 'MetadataMissing',
  title: 'A Genre in the first ReleaseDetailsByTerritory, or in every other one (never fails: DDEX\'s test reads a "position" element)',
  fix: 'Give the first (worldwide) ReleaseDetailsByTerritory a Genre/GenreText, or give one to each of the others.',
  check() {
    return [];
  },
};
