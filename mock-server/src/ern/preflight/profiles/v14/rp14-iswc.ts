/**
 * DDEX `MultiProfile_ISWC` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ISWC in the message matches `^[a-zA-Z][0-9]{10}$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Iswc = identifierRule({
  id: 'rp14-iswc',
  pattern: 'MultiProfile_ISWC',
  ddex: {
    AudioAlbum: [{ rule: '1739-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1119-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2148-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1046-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1594-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1664-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1883-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1421-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1522-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1343-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2014-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2080-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1814-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1193-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1269-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISWC',
  tests: [{ test: (text) => /^[a-zA-Z][0-9]{10}$/.test(text), says: 'a letter and ten digits, without separators (T1234567890)' }],
});
