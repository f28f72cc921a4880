/**
 * DDEX's `MultiProfile_SingleFormalTitlePerTerritory` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-formal-title-per-territory` (../v14/rp14-single-formal-title-per-territory.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14SingleFormalTitlePerTerritory } from '../v14/rp14-single-formal-title-per-territory.js';
import { sameCheck } from './same-check.js';

export const rp13SingleFormalTitlePerTerritory = sameCheck(rp14SingleFormalTitlePerTerritory, {
  id: 'rp13-single-formal-title-per-territory',
  pattern: 'MultiProfile_SingleFormalTitlePerTerritory',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1708-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1088-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2117-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1015-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1563-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1633-1', clause: '4.3(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1852-1', clause: '4.3(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1390-1', clause: '4.3(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1491-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1312-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1983-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2049-1', clause: '4.3(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1783-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1162-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1238-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1921-1', clause: '4.3(4)', role: 'Fatal Error' }],
  },
});
