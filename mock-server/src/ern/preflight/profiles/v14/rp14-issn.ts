/**
 * DDEX `MultiProfile_ISSN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ISSN in the message matches `^[0-9]{4}-[0-9]{3}[X0-9]$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Issn = identifierRule({
  id: 'rp14-issn',
  pattern: 'MultiProfile_ISSN',
  ddex: {
    AudioAlbum: [{ rule: '1734-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1114-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2143-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1041-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1589-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1659-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1878-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1416-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1517-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1338-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2009-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2075-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1809-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1188-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1264-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISSN',
  tests: [{ test: (text) => /^[0-9]{4}-[0-9]{3}[X0-9]$/.test(text), says: 'four digits, a hyphen, three digits and a digit or X' }],
});
