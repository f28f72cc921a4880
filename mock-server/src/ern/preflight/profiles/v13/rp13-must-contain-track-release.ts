/**
 * DDEX's `MultiProfile_MustContainTrackRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-track-release` (../v14/rp14-must-contain-track-release.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the ReleaseList holds a Release of ReleaseType
 * TrackRelease.
 */
import { rp14MustContainTrackRelease } from '../v14/rp14-must-contain-track-release.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainTrackRelease = sameCheck(rp14MustContainTrackRelease, {
  id: 'rp13-must-contain-track-release',
  pattern: 'MultiProfile_MustContainTrackRelease',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1750-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1130-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2159-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1057-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1608-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1675-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1539-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1214-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1287-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
