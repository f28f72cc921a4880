/**
 * DDEX's `MultiProfile_ISBN` in Release Profile 1.3: the assertion of 1.4's `rp14-isbn` (../v14/rp14-isbn.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Isbn } from '../v14/rp14-isbn.js';
import { sameCheck } from './same-check.js';

export const rp13Isbn = sameCheck(rp14Isbn, {
  id: 'rp13-isbn',
  pattern: 'MultiProfile_ISBN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1735-1', clause: '4.3(30)', role: 'Fatal Error' }],
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
    Wallpaper: [{ rule: '1948-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
