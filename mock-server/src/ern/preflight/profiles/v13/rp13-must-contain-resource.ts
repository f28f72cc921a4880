/**
 * DDEX's `MultiProfile_MustContainResource` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-resource` (../v14/rp14-must-contain-resource.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: the ResourceList holds at least one resource.
 */
import { rp14MustContainResource } from '../v14/rp14-must-contain-resource.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainResource = sameCheck(rp14MustContainResource, {
  id: 'rp13-must-contain-resource',
  pattern: 'MultiProfile_MustContainResource',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1706-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1086-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2115-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1013-1', clause: '4.3(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1561-1', clause: '4.3(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1631-1', clause: '4.3(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1850-1', clause: '4.3(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1388-1', clause: '4.3(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1489-1', clause: '4.3(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1310-1', clause: '4.3(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1981-1', clause: '4.3(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2047-1', clause: '4.3(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1781-1', clause: '4.3(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1160-1', clause: '4.3(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1236-1', clause: '4.3(3)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1919-1', clause: '4.3(3)', role: 'Fatal Error' }],
  },
});
