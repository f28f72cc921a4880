/**
 * DDEX's `MultiProfile_ISMN` in Release Profile 1.3: the assertion of 1.4's `rp14-ismn` (../v14/rp14-ismn.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Ismn } from '../v14/rp14-ismn.js';
import { sameCheck } from './same-check.js';

export const rp13Ismn = sameCheck(rp14Ismn, {
  id: 'rp13-ismn',
  pattern: 'MultiProfile_ISMN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1738-1', clause: '4.3(30)', role: 'Fatal Error' }],
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
    Wallpaper: [{ rule: '1951-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
