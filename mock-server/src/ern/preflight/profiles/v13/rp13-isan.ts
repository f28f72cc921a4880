/**
 * DDEX's `MultiProfile_ISAN` in Release Profile 1.3: the assertion of 1.4's `rp14-isan` (../v14/rp14-isan.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Isan } from '../v14/rp14-isan.js';
import { sameCheck } from './same-check.js';

export const rp13Isan = sameCheck(rp14Isan, {
  id: 'rp13-isan',
  pattern: 'MultiProfile_ISAN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1737-1', clause: '4.3(30)', role: 'Fatal Error' }],
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
    Wallpaper: [{ rule: '1950-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
