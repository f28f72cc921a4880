/**
 * DDEX `MultiProfile_GRid` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every GRid in the message matches `^[a-zA-Z0-9]{18}$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Grid = identifierRule({
  id: 'rp14-grid',
  pattern: 'MultiProfile_GRid',
  ddex: {
    AudioAlbum: [{ rule: '1732-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1112-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2141-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1039-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1587-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1657-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1876-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1414-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1515-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1336-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2007-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2073-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1807-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1186-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1262-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'GRid',
  tests: [{ test: (text) => /^[a-zA-Z0-9]{18}$/.test(text), says: '18 letters or digits' }],
});
