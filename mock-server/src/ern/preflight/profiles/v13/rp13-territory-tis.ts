/**
 * DDEX's `MultiProfile_TerritoryTIS` in Release Profile 1.3: the assertion of 1.4's `rp14-territory-tis`
 * (../v14/rp14-territory-tis.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: no TIS territory codes.
 */
import { rp14TerritoryTis } from '../v14/rp14-territory-tis.js';
import { sameCheck } from './same-check.js';

export const rp13TerritoryTis = sameCheck(rp14TerritoryTis, {
  id: 'rp13-territory-tis',
  pattern: 'MultiProfile_TerritoryTIS',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1729-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1109-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2138-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1036-1', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1584-1', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1654-1', clause: '4.3(25)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1873-1', clause: '4.3(25)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1411-1', clause: '4.3(25)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1512-1', clause: '4.3(25)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1333-1', clause: '4.3(25)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2004-1', clause: '4.3(25)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2070-1', clause: '4.3(25)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1804-1', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1183-1', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1259-1', clause: '4.3(25)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1942-1', clause: '4.3(25)', role: 'Fatal Error' }],
  },
});
