/**
 * DDEX's `MultiProfile_ResourceReleaseDateMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-resource-release-date-must-be-provided` (../v14/rp14-resource-release-date-must-be-provided.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary resource has a
 * ResourceReleaseDate or an OriginalResourceReleaseDate in its SoundRecordingDetailsByTerritory.
 */
import { rp14ResourceReleaseDateMustBeProvided } from '../v14/rp14-resource-release-date-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13ResourceReleaseDateMustBeProvided = sameCheck(rp14ResourceReleaseDateMustBeProvided, {
  id: 'rp13-resource-release-date-must-be-provided',
  pattern: 'MultiProfile_ResourceReleaseDateMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1718-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1098-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2127-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1025-1', clause: '4.3(10)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1573-1', clause: '4.3(10)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1643-1', clause: '4.3(10)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1862-1', clause: '4.3(10)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1400-1', clause: '4.3(10)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1501-1', clause: '4.3(10)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1322-1', clause: '4.3(10)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1993-1', clause: '4.3(10)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2059-1', clause: '4.3(10)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1793-1', clause: '4.3(10)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1172-1', clause: '4.3(10)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1248-1', clause: '4.3(10)', role: 'Conditional Error' }],
    Wallpaper: [{ rule: '1931-1', clause: '4.3(10)', role: 'Conditional Error' }],
  },
});
