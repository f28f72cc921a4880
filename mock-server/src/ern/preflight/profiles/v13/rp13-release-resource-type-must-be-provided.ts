/**
 * DDEX's `MultiProfile_ReleaseResourceTypeMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-release-resource-type-must-be-provided` (../v14/rp14-release-resource-type-must-be-provided.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a content item's
 * ReleaseResourceReference says whether it is primary or secondary.
 */
import { rp14ReleaseResourceTypeMustBeProvided } from '../v14/rp14-release-resource-type-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13ReleaseResourceTypeMustBeProvided = sameCheck(rp14ReleaseResourceTypeMustBeProvided, {
  id: 'rp13-release-resource-type-must-be-provided',
  pattern: 'MultiProfile_ReleaseResourceTypeMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1705-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1085-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2114-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1012-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1560-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1630-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1849-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1387-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1488-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1309-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1980-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2046-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1780-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1159-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1235-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1918-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
  },
});
