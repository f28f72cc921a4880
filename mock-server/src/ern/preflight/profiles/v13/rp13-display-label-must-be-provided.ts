/**
 * DDEX's `MultiProfile_DisplayLabelMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-display-label-must-be-provided` (../v14/rp14-display-label-must-be-provided.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: of several LabelNames in a
 * ReleaseDetailsByTerritory, one is the DisplayLabelName.
 */
import { rp14DisplayLabelMustBeProvided } from '../v14/rp14-display-label-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13DisplayLabelMustBeProvided = sameCheck(rp14DisplayLabelMustBeProvided, {
  id: 'rp13-display-label-must-be-provided',
  pattern: 'MultiProfile_DisplayLabelMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1712-1', clause: '4.3(6)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1092-1', clause: '4.3(6)', role: 'Error' }],
    AudioBook: [{ rule: '2121-1', clause: '4.3(6)', role: 'Error' }],
    AudioSingle: [{ rule: '1019-1', clause: '4.3(6)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1567-1', clause: '4.3(6)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1637-1', clause: '4.3(6)', role: 'Error' }],
    FilmBundle: [{ rule: '1856-1', clause: '4.3(6)', role: 'Error' }],
    LongformVideo: [{ rule: '1394-1', clause: '4.3(6)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1495-1', clause: '4.3(6)', role: 'Error' }],
    Ringtone: [{ rule: '1316-1', clause: '4.3(6)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1987-1', clause: '4.3(6)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2053-1', clause: '4.3(6)', role: 'Error' }],
    TVSeries: [{ rule: '1787-1', clause: '4.3(6)', role: 'Error' }],
    VideoAlbum: [{ rule: '1166-1', clause: '4.3(6)', role: 'Error' }],
    VideoSingle: [{ rule: '1242-1', clause: '4.3(6)', role: 'Error' }],
    Wallpaper: [{ rule: '1925-1', clause: '4.3(6)', role: 'Error' }],
  },
});
