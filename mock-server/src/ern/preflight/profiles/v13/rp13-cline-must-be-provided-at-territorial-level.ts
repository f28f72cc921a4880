/**
 * DDEX `MultiProfile_CLineMustBeProvidedAtTerritorialLevel` (Release Profile 1.3, clause 4.3(5b), Fatal Error; each
 * profile's rule number in `ddex`): a Release without a CLine in its first ReleaseDetailsByTerritory has one in each
 * later ReleaseDetailsByTerritory. See line-in-later-territories.ts.
 */
import { laterTerritoriesLineRule } from './line-in-later-territories.js';

export const rp13ClineMustBeProvidedAtTerritorialLevel = laterTerritoriesLineRule({
  id: 'rp13-cline-must-be-provided-at-territorial-level',
  pattern: 'MultiProfile_CLineMustBeProvidedAtTerritorialLevel',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1711-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1091-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2120-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1018-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1566-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1636-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1855-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1393-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1494-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1315-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1986-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2052-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1786-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1165-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1241-1', clause: '4.3(5b)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1924-1', clause: '4.3(5b)', role: 'Fatal Error' }],
  },
  line: 'CLine',
});
