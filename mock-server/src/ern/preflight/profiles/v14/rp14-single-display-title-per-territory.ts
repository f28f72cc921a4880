/**
 * DDEX `MultiProfile_SingleDisplayTitlePerTerritory` (Release Profile 1.4, clause 4.3(4), Fatal Error; each
 * profile's rule number in `ddex`; not in the MidiRingtone and SingleResourceRelease files): the first
 * `ReleaseDetailsByTerritory` of each Release has a `Title[@TitleType='DisplayTitle']` with a non-empty `TitleText`.
 */
import { titledTerritoryRule } from './titled-territory.js';

export const rp14SingleDisplayTitlePerTerritory = titledTerritoryRule({
  id: 'rp14-single-display-title-per-territory',
  pattern: 'MultiProfile_SingleDisplayTitlePerTerritory',
  ddex: {
    AudioAlbum: [{ rule: '1709-1', clause: '4.3(4)', role: 'Fatal Error' }],
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
  },
  titleType: 'DisplayTitle',
});
