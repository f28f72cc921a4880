/**
 * DDEX `MultiProfile_ICPN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ICPN in the message matches `^[0-9]{8}$|^[0-9]{12,14}$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Icpn = identifierRule({
  id: 'rp14-icpn',
  pattern: 'MultiProfile_ICPN',
  ddex: {
    AudioAlbum: [{ rule: '1740-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1120-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2149-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1047-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1595-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1665-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1884-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1422-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1523-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1344-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2015-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2081-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1815-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1194-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1270-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ICPN',
  tests: [{ test: (text) => /^[0-9]{8}$|^[0-9]{12,14}$/.test(text), says: '8 digits or 12 to 14 digits (an EAN/UPC)' }],
});
