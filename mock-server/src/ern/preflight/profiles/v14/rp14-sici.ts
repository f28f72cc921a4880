/**
 * DDEX `MultiProfile_SICI` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every SICI in the message matches `^[0-9]{4}-[0-9]{3}[X0-9].+` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Sici = identifierRule({
  id: 'rp14-sici',
  pattern: 'MultiProfile_SICI',
  ddex: {
    AudioAlbum: [{ rule: '1733-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1113-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2142-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1040-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1588-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1658-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1877-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1415-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1516-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1337-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2008-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2074-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1808-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1187-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1263-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'SICI',
  tests: [{ test: (text) => /^[0-9]{4}-[0-9]{3}[X0-9].+/.test(text), says: 'four digits, a hyphen, three digits, a digit or X, then the rest of the SICI' }],
});
