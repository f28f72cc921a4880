/**
 * DDEX's `MultiProfile_GRid` in Release Profile 1.3: the assertion of 1.4's `rp14-grid` (../v14/rp14-grid.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Grid } from '../v14/rp14-grid.js';
import { sameCheck } from './same-check.js';

export const rp13Grid = sameCheck(rp14Grid, {
  id: 'rp13-grid',
  pattern: 'MultiProfile_GRid',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1732-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1112-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2141-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1039-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1587-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1657-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1876-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1414-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1515-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1336-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2007-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2073-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1807-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1186-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1262-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1945-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
