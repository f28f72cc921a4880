/**
 * DDEX `MultiProfile_ISAN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ISAN in the message matches `^[A-F0-9]{12}$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Isan = identifierRule({
  id: 'rp14-isan',
  pattern: 'MultiProfile_ISAN',
  ddex: {
    AudioAlbum: [{ rule: '1737-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1117-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2146-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1044-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1592-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1662-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1881-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1419-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1520-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1341-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2012-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2078-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1812-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1191-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1267-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISAN',
  tests: [{ test: (text) => /^[A-F0-9]{12}$/.test(text), says: '12 upper-case hexadecimal characters' }],
});
