/**
 * DDEX's `MultiProfile_MustContainComponentRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-component-release` (../v14/rp14-must-contain-component-release.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: each primary resource of the first Release
 * (ResourceGroups directly under it) has its track release.
 */
import { rp14MustContainComponentRelease } from '../v14/rp14-must-contain-component-release.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainComponentRelease = sameCheck(rp14MustContainComponentRelease, {
  id: 'rp13-must-contain-component-release',
  pattern: 'MultiProfile_MustContainComponentRelease',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1697-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1077-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2106-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1004-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1552-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1622-1', clause: '3.1', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1841-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1379-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1480-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1301-1', clause: '3.1', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1972-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2038-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1772-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1151-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1227-1', clause: '3.1', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1910-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
