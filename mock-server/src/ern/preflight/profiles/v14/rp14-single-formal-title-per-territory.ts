/**
 * DDEX `MultiProfile_SingleFormalTitlePerTerritory` (Release Profile 1.4, clause 4.3(4), Fatal Error; each
 * profile's rule number in `ddex`; not in the DigitalClassicalAudioAlbum, TVSeries, MidiRingtone and
 * SingleResourceRelease files): the first `ReleaseDetailsByTerritory` of each Release has a
 * `Title[@TitleType='FormalTitle']` with a non-empty `TitleText`.
 */
import { titledTerritoryRule } from './titled-territory.js';

export const rp14SingleFormalTitlePerTerritory = titledTerritoryRule({
  id: 'rp14-single-formal-title-per-territory',
  pattern: 'MultiProfile_SingleFormalTitlePerTerritory',
  ddex: {
    AudioAlbum: [{ rule: '1708-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1088-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2117-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1015-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1563-1', clause: '4.3(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1852-1', clause: '4.3(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1390-1', clause: '4.3(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1491-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1312-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1983-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2049-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1162-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1238-1', clause: '4.3(4)', role: 'Fatal Error' }],
  },
  titleType: 'FormalTitle',
});
