/**
 * DDEX's `MultiProfile_ISSN` in Release Profile 1.3: the assertion of 1.4's `rp14-issn` (../v14/rp14-issn.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Issn } from '../v14/rp14-issn.js';
import { sameCheck } from './same-check.js';

export const rp13Issn = sameCheck(rp14Issn, {
  id: 'rp13-issn',
  pattern: 'MultiProfile_ISSN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1734-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1114-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2143-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1041-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1589-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1659-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1878-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1416-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1517-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1338-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2009-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2075-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1809-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1188-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1264-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1947-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
