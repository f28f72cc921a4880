/**
 * DDEX's `MultiProfile_MustContainTwoReleases` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-two-releases` (../v14/rp14-must-contain-two-releases.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the ReleaseList holds at least two Releases.
 */
import { rp14MustContainTwoReleases } from '../v14/rp14-must-contain-two-releases.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainTwoReleases = sameCheck(rp14MustContainTwoReleases, {
  id: 'rp13-must-contain-two-releases',
  pattern: 'MultiProfile_MustContainTwoReleases',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1760-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1137-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2165-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1063-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1610-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1682-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1540-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1215-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1281-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
