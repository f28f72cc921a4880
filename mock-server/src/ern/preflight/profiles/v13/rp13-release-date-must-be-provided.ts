/**
 * DDEX's `MultiProfile_ReleaseDateMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-release-date-must-be-provided` (../v14/rp14-release-date-must-be-provided.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: every Release has a ReleaseDate (in a
 * ReleaseDetailsByTerritory) or a GlobalReleaseDate.
 */
import { rp14ReleaseDateMustBeProvided } from '../v14/rp14-release-date-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13ReleaseDateMustBeProvided = sameCheck(rp14ReleaseDateMustBeProvided, {
  id: 'rp13-release-date-must-be-provided',
  pattern: 'MultiProfile_ReleaseDateMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1717-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1097-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2126-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1024-1', clause: '4.3(9)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1572-1', clause: '4.3(9)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1642-1', clause: '4.3(9)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1861-1', clause: '4.3(9)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1399-1', clause: '4.3(9)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1500-1', clause: '4.3(9)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1321-1', clause: '4.3(9)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1992-1', clause: '4.3(9)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2058-1', clause: '4.3(9)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1792-1', clause: '4.3(9)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1171-1', clause: '4.3(9)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1247-1', clause: '4.3(9)', role: 'Conditional Error' }],
    Wallpaper: [{ rule: '1930-1', clause: '4.3(9)', role: 'Conditional Error' }],
  },
});
