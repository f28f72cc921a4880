/**
 * DDEX `MultiProfile_PLineMustBeProvidedAtTerritorialLevel1` (Release Profile 1.4, clause 4.3(5a), Fatal Error; each
 * profile's rule number in `ddex` (1017-1 in every file, for both PLine patterns; not in the FilmBundle, TVSeries,
 * MidiRingtone and SingleResourceRelease files)):
 * reports a Release that has a PLine and repeats it in every ReleaseDetailsByTerritory. See
 * line-at-territorial-level.ts.
 */
import { lineRule } from './line-at-territorial-level.js';

export const rp14PlineMustBeProvidedAtTerritorialLevel1 = lineRule({
  id: 'rp14-pline-must-be-provided-at-territorial-level1',
  pattern: 'MultiProfile_PLineMustBeProvidedAtTerritorialLevel1',
  ddex: {
    AudioAlbum: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1017-1', clause: '4.3(5a)', role: 'Fatal Error' }],
  },
  line: 'PLine',
  level: 1,
});
