/**
 * DDEX `MultiProfile_CLineMustBeProvidedAtTerritorialLevel2` (Release Profile 1.4, Fatal Error; DDEX's text cites no
 * clause and numbers it "1017-1NR" in every file, for both CLine patterns; not in the MidiRingtone and
 * SingleResourceRelease files):
 * reports a Release that has no CLine of its own and a ReleaseDetailsByTerritory lacks one. See
 * line-at-territorial-level.ts.
 */
import { lineRule } from './line-at-territorial-level.js';

export const rp14ClineMustBeProvidedAtTerritorialLevel2 = lineRule({
  id: 'rp14-cline-must-be-provided-at-territorial-level2',
  pattern: 'MultiProfile_CLineMustBeProvidedAtTerritorialLevel2',
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
  level: 2,
});
