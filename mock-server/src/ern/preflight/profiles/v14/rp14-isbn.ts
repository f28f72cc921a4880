/**
 * DDEX `MultiProfile_ISBN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ISBN in the message matches `^97[8-9][0-9]{9}[X0-9]$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Isbn = identifierRule({
  id: 'rp14-isbn',
  pattern: 'MultiProfile_ISBN',
  ddex: {
    AudioAlbum: [{ rule: '1735-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1115-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2144-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1042-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1590-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1660-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1879-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1417-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1518-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1339-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2010-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2076-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1810-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1189-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1265-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISBN',
  tests: [{ test: (text) => /^97[8-9][0-9]{9}[X0-9]$/.test(text), says: '13 characters starting 978 or 979 (digits, the last may be X)' }],
});
