/**
 * DDEX `MultiProfile_ISMN` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * every ISMN in the message matches `^979[0-9]{9}[X0-9]$` (see identifier-pattern.ts).
 */
import { identifierRule } from './identifier-pattern.js';

export const rp14Ismn = identifierRule({
  id: 'rp14-ismn',
  pattern: 'MultiProfile_ISMN',
  ddex: {
    AudioAlbum: [{ rule: '1738-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1118-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2147-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1045-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1593-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1663-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1882-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1420-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1521-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1342-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2013-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2079-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1813-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1192-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1268-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  element: 'ISMN',
  tests: [{ test: (text) => /^979[0-9]{9}[X0-9]$/.test(text), says: '13 characters starting 979 (digits, the last may be X)' }],
});
