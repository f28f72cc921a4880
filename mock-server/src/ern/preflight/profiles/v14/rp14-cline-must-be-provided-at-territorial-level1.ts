/**
 * DDEX `MultiProfile_CLineMustBeProvidedAtTerritorialLevel1` (Release Profile 1.4, Fatal Error; DDEX's text cites no
 * clause and numbers it "1017-1NR" in every file, for both CLine patterns; not in the MidiRingtone and
 * SingleResourceRelease files):
 * reports a Release that has a CLine and repeats it in every ReleaseDetailsByTerritory. See
 * line-at-territorial-level.ts.
 */
import { lineRule } from './line-at-territorial-level.js';

export const rp14ClineMustBeProvidedAtTerritorialLevel1 = lineRule({
  id: 'rp14-cline-must-be-provided-at-territorial-level1',
  pattern: 'MultiProfile_CLineMustBeProvidedAtTerritorialLevel1',
  ddex: {
    AudioAlbum: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    AudioBook: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1017-1NR', clause: '', role: 'Fatal Error' }],
  },
  line: 'CLine',
  level: 1,
});
