/**
 * DDEX `MultiProfile_VISAN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every VISAN in the message matches `^[A-F0-9]{24}$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Visan = identifierRule({
  id: 'rp14-visan',
  pattern: 'MultiProfile_VISAN',
  ddex: {
    AudioAlbum: [{ rule: '1736-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1116-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2145-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1043-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1591-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1661-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1880-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1418-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1519-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1340-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2011-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2077-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1811-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1190-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1266-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'VISAN',
  tests: [{ test: (text) => /^[A-F0-9]{24}$/.test(text), says: '24 upper-case hexadecimal characters' }],
});
