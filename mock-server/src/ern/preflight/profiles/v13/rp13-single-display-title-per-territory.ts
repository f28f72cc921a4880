/**
 * DDEX's `MultiProfile_SingleDisplayTitlePerTerritory` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-display-title-per-territory` (../v14/rp14-single-display-title-per-territory.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14SingleDisplayTitlePerTerritory } from '../v14/rp14-single-display-title-per-territory.js';
import { sameCheck } from './same-check.js';

export const rp13SingleDisplayTitlePerTerritory = sameCheck(rp14SingleDisplayTitlePerTerritory, {
  id: 'rp13-single-display-title-per-territory',
  pattern: 'MultiProfile_SingleDisplayTitlePerTerritory',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1709-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1089-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2118-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1016-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1564-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1634-1', clause: '4.3(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1853-1', clause: '4.3(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1391-1', clause: '4.3(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1492-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1313-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1984-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2050-1', clause: '4.3(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1784-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1163-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1239-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1922-1', clause: '4.3(4)', role: 'Fatal Error' }],
  },
});
