/**
 * DDEX's `MultiProfile_ISWC` in Release Profile 1.3: the assertion of 1.4's `rp14-iswc` (../v14/rp14-iswc.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Iswc } from '../v14/rp14-iswc.js';
import { sameCheck } from './same-check.js';

export const rp13Iswc = sameCheck(rp14Iswc, {
  id: 'rp13-iswc',
  pattern: 'MultiProfile_ISWC',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1739-1', clause: '4.3(30)', role: 'Fatal Error' }],
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
    Wallpaper: [{ rule: '1952-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
