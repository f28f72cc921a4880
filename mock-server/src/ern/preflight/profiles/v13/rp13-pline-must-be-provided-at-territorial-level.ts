/**
 * DDEX `MultiProfile_PLineMustBeProvidedAtTerritorialLevel` (Release Profile 1.3, clause 4.3(5a), Fatal Error; each
 * profile's rule number in `ddex`): a Release without a PLine in its first ReleaseDetailsByTerritory has one in each
 * later ReleaseDetailsByTerritory. See line-in-later-territories.ts.
 */
import { laterTerritoriesLineRule } from './line-in-later-territories.js';

export const rp13PlineMustBeProvidedAtTerritorialLevel = laterTerritoriesLineRule({
  id: 'rp13-pline-must-be-provided-at-territorial-level',
  pattern: 'MultiProfile_PLineMustBeProvidedAtTerritorialLevel',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1710-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1090-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2119-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1565-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1635-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1854-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1392-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1493-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1314-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1985-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2051-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1785-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1164-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1240-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1923-1', clause: '4.3(5a)', role: 'Fatal Error' }],
  },
  line: 'PLine',
});
