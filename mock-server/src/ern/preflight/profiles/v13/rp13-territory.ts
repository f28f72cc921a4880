/**
 * DDEX's `MultiProfile_Territory` in Release Profile 1.3: the assertion of 1.4's `rp14-territory`
 * (../v14/rp14-territory.ts), same context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 * It checks: a TerritoryCode has the form of its IdentifierType (ISO: two letters or Worldwide; TIS: a number;
 * deprecated: four letters).
 */
import { rp14Territory } from '../v14/rp14-territory.js';
import { sameCheck } from './same-check.js';

export const rp13Territory = sameCheck(rp14Territory, {
  id: 'rp13-territory',
  pattern: 'MultiProfile_Territory',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1728-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1728-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1728-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1108-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1108-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1108-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2137-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2137-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2137-3', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1035-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1035-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1035-3', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1583-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1583-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1583-3', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1653-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1653-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1653-3', clause: '4.3(25)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1872-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1872-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1872-3', clause: '4.3(25)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1410-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1410-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1410-3', clause: '4.3(25)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1511-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1511-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1511-3', clause: '4.3(25)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1332-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1332-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1332-3', clause: '4.3(25)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2003-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2003-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2003-3', clause: '4.3(25)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2069-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2069-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '2069-3', clause: '4.3(25)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1803-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1803-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1803-3', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1182-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1182-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1182-3', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1258-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1258-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1258-3', clause: '4.3(25)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1941-1', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1941-2', clause: '4.3(25)', role: 'Fatal Error' }, { rule: '1941-3', clause: '4.3(25)', role: 'Fatal Error' }],
  },
});
