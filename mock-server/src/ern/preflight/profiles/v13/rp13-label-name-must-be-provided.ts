/**
 * DDEX's `MultiProfile_LabelNameMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-label-name-must-be-provided` (../v14/rp14-label-name-must-be-provided.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: without a LabelName in the first
 * ReleaseDetailsByTerritory, every other one has one.
 */
import { rp14LabelNameMustBeProvided } from '../v14/rp14-label-name-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13LabelNameMustBeProvided = sameCheck(rp14LabelNameMustBeProvided, {
  id: 'rp13-label-name-must-be-provided',
  pattern: 'MultiProfile_LabelNameMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1713-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1093-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioBook: [{ rule: '2122-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioSingle: [{ rule: '1020-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1568-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1638-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    FilmBundle: [{ rule: '1857-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    LongformVideo: [{ rule: '1395-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1496-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    Ringtone: [{ rule: '1317-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1988-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2054-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    TVSeries: [{ rule: '1788-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    VideoAlbum: [{ rule: '1167-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    VideoSingle: [{ rule: '1243-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    Wallpaper: [{ rule: '1926-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
  },
});
